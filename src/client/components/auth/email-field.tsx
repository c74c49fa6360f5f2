import type { ComponentProps } from 'react';
import { TextField } from '../ui/text-field';

/** The e-mail field every auth form shares: labelled 'Email', with the browser's e-mail keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
