import { Capacitor } from '@capacitor/core';
import { isNativePlatform, readPlatform, type TPlatform } from '@/domain/native/native-platform';

/**
 * Where this copy of the web app runs, as Capacitor reports it: 'ios' or 'android' inside the apps,
 * 'web' in a browser. Read once; never guessed from the user agent (decision 0017).
 */
export const platform: TPlatform = readPlatform(() => Capacitor.getPlatform());
export const isNative = isNativePlatform(platform);
