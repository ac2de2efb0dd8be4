// Reading importer inputs and the processed data set from disk (gzip or plain), and writing the data set.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { BuildInput } from './build';
import { readClubsCsv } from './csv';
import type { CsvProblem } from './csv';
import { readSourceJson } from './sources';
import type { DataSet } from './types';

/** Where the committed, processed data set lives. */
export const SEED_DATA_FILE = path.join(import.meta.dirname, '../../../../seed-data/clubs.json.gz');

async function readText(file: string): Promise<string> {
  const bytes = await readFile(file);
  const plain = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return plain.toString('utf8');
}

const DataSetShape = z
  .object({
    format: z.literal('fairway-clubs'),
    formatVersion: z.literal(1),
    version: z.string(),
    clubs: z.array(z.object({ key: z.string(), name: z.string(), lat: z.number(), lng: z.number() }).loose()),
    regions: z.array(z.object({ country: z.string(), slug: z.string(), name: z.string() })),
  })
  .loose();

/** Reads a processed data set (`clubs.json.gz`); throws when the file is not one. */
export async function readDataSetFile(file: string): Promise<DataSet> {
  const json: unknown = JSON.parse(await readText(file));
  DataSetShape.parse(json);
  return json as DataSet;
}

/** Writes a data set as gzip'd JSON; the bytes depend only on the data (no timestamps). */
export async function writeDataSetFile(file: string, dataSet: DataSet): Promise<number> {
  const bytes = gzipSync(Buffer.from(`${JSON.stringify(dataSet)}\n`), { level: 9 });
  await writeFile(file, bytes);
  return bytes.length;
}

/** One file given to the importer: a source to build from, or an already processed data set. */
export type InputFile =
  { type: 'source'; input: BuildInput; problems: CsvProblem[] } | { type: 'dataset'; dataSet: DataSet };

/** Reads one importer input, recognising CSV by extension and the JSON formats by content. */
export async function readInputFile(file: string): Promise<InputFile> {
  const name = path.basename(file);
  const text = await readText(file);
  if (/\.csv(\.gz)?$/i.test(name)) {
    const { clubs, problems } = readClubsCsv(text);
    return { type: 'source', input: { name, csvClubs: clubs }, problems };
  }
  const json: unknown = JSON.parse(text);
  if (
    typeof json === 'object' &&
    json !== null &&
    (json as { format?: unknown }).format === 'fairway-clubs'
  ) {
    DataSetShape.parse(json);
    return { type: 'dataset', dataSet: json as DataSet };
  }
  try {
    return { type: 'source', input: { name, file: readSourceJson(json) }, problems: [] };
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
