import {
  capacitorPlatformName,
  isNativePlatform,
  readPlatform,
  type TCapacitorGlobals,
  type TPlatform,
} from '@/domain/native/native-platform';

/**
 * Where this copy of the web app runs, as Capacitor reports it: 'ios' or 'android' inside the apps,
 * 'web' in a browser. Read once, from the globals Capacitor reads (its runtime loads only with a plugin);
 * never guessed from the user agent (decision 0017).
 */
export const platform: TPlatform = readPlatform(() =>
  capacitorPlatformName(typeof window === 'undefined' ? {} : (window as TCapacitorGlobals)),
);
export const isNative = isNativePlatform(platform);
