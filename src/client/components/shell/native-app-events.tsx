import { useNativeAppEvents } from '../../hooks/use-native-app-events';
import { useNativePurchasesStart } from '../../hooks/use-native-purchases-start';
import type { TSession } from '../../hooks/use-session';

/**
 * The apps' own start-up (links that open the app, Android's back button, the purchases service): a
 * module of its own, which a browser never loads.
 */
export function NativeAppEvents({ session }: { session: TSession }) {
  useNativeAppEvents();
  useNativePurchasesStart(session);
  return null;
}
