// A fresh PGlite data dir starts from a dump of a migrated database when `npm run build` made one: creating the
// cluster and running every migration takes most of a first start (about 7 of 12 s on the 2-core development
// VM); loading the dump takes about 2 s. Without a template, or with one for other migrations, the server
// creates and migrates the database as before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where `npm run build` leaves the template (ignored by git, like every build output). */
export const TEMPLATE_DIR = path.join(import.meta.dirname, '../../dist');

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The template's file for these migrations and this PGlite: named by a hash of every migration file and of the
 * PGlite version, so a new migration or another PGlite never starts from a stale template.
 */
export function templateFile(migrationsDir: string, dir = TEMPLATE_DIR): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(migrationsDir, full)}\n`).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return path.join(dir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The template for the current migrations, or undefined when none was built. */
export function readTemplate(migrationsDir: string, dir = TEMPLATE_DIR): Blob | undefined {
  const file = templateFile(migrationsDir, dir);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Writes the template for the current migrations atomically (a half-written file is never read). */
export function writeTemplate(migrationsDir: string, bytes: Uint8Array, dir = TEMPLATE_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = templateFile(migrationsDir, dir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return file;
}
