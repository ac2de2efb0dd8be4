import { initI18n } from './i18n';
import { isNativePlatform } from './lib/platform';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { readStorage } from './lib/storage';
import { STORAGE_KEYS } from './lib/storage-keys';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A visitor with no stored session who opens `/` gets the landing alone (boot/landing.tsx), without the router
// and the app's providers; everyone else gets the app, which shows the landing itself where it must.
const landingAlone =
  window.location.pathname === '/' && !isNativePlatform() && readStorage(STORAGE_KEYS.token) === null;

// The language is loaded before the first render, so no screen flashes in English first.
void Promise.all([initI18n(), landingAlone ? import('./boot/landing') : import('./boot/app')]).then(
  ([i18n, boot]) => boot.render(root, i18n),
);

registerServiceWorker();
