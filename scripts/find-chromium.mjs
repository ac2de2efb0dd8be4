#!/usr/bin/env node
// Finds Debian's Chromium for the e2e journeys and benchmarks; never downloads a browser.
//
//   node scripts/find-chromium.mjs      prints the path, installing Chromium with apt when missing (root, Debian)
//
// Order: $CHROMIUM_PATH, /usr/bin/chromium, then `chromium` / `chromium-browser` on PATH. When none is found and
// the process runs as root on Debian, it runs `apt-get update` and installs `chromium` (plus `fonts-noto-cjk` so
// Japanese, Korean and Chinese render); otherwise it throws a message saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Launch arguments for Chromium on this network: as root it needs `--no-sandbox`, and the network refuses
 * Chromium's background calls, so they are switched off (see ARCHITECTURE.md, "Footguns").
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/** Debian packages installed when Chromium is missing. */
export const CHROMIUM_PACKAGES = Object.freeze(['chromium', 'fonts-noto-cjk']);

const INSTALL_HINT =
  'Install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n' +
  '(Ubuntu: the chromium-browser snap, or Google Chrome), or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} name */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

function locate() {
  for (const candidate of ['/usr/bin/chromium', onPath('chromium'), onPath('chromium-browser')]) {
    if (candidate && isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Whether this process may install Debian packages itself: root, on Debian (or a derivative), with apt-get. */
export function canAptInstall() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && onPath('apt-get') !== undefined;
}

/** @param {string} pkg */
function debInstalled(pkg) {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
}

/**
 * Installs Debian packages with apt-get (`apt-get update` first). Output goes to stderr so that a CLI's stdout
 * stays clean. Waits for another apt process's lock instead of failing.
 * @param {readonly string[]} packages
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  console.error(`Installing ${packages.join(', ')} with apt-get…`);
  for (const args of [
    [...lock, 'update'],
    [...lock, 'install', '-y', '--no-install-recommends', ...packages],
  ]) {
    const r = spawnSync('apt-get', args, { env, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) {
      throw new Error(`apt-get ${args.slice(lock.length).join(' ')} failed (exit ${r.status ?? r.signal}).`);
    }
  }
}

/**
 * Returns the path of Chromium, installing Debian's package when it is missing and we run as root on Debian.
 * @returns {string}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }

  let found = locate();
  if (!found) {
    if (!canAptInstall()) throw new Error(`Chromium was not found.\n${INSTALL_HINT}`);
    aptInstall(CHROMIUM_PACKAGES);
    found = locate();
    if (!found)
      throw new Error(`apt-get installed chromium but no chromium binary was found.\n${INSTALL_HINT}`);
  } else if (canAptInstall() && !debInstalled('fonts-noto-cjk')) {
    // Chromium came without CJK fonts: Japanese, Korean and Chinese would render as boxes.
    aptInstall(['fonts-noto-cjk']);
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
