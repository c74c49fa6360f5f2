import { ServerOff } from 'lucide-react';
import { missingServerTitle } from '@/domain/native/startup-check';
import { StatusScreen } from './status-screen';

/** Spec 5 and 8 "Startup": shown instead of the app when it cannot start (readStartupProblem). */
export function StartupErrorScreen({ message }: { message: string }) {
  return (
    <StatusScreen
      icon={<ServerOff aria-hidden className="size-7" />}
      title={missingServerTitle}
      actions={null}
    >
      <p>{message}</p>
    </StatusScreen>
  );
}
