// The build names the service worker after this file (/sw.js, served with Cache-Control: no-cache).
import './service-worker';
