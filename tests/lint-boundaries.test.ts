import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the architecture's boundaries (ARCHITECTURE.md) and catch the bugs the house style
 * names: each case lints a small file as if it lived at `file`, and expects the rule to fire (or not).
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesFiring(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it.each([
    [
      'packages/golf/src/lint-fixture.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      'no-restricted-imports',
    ],
    [
      'packages/golf/src/lint-fixture.ts',
      "import { ErrorBody } from '@fairway/contract';\nexport const x = ErrorBody;\n",
      'no-restricted-imports',
    ],
    [
      'packages/golf/src/lint-fixture.ts',
      'export const width = window.innerWidth;\n',
      'no-restricted-globals',
    ],
    [
      'packages/contract/src/lint-fixture.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
      'no-restricted-imports',
    ],
    [
      'apps/web/src/features/scores/lint-fixture.ts',
      "import { buildApp } from '../../../../server/src/app';\nexport const x = buildApp;\n",
      'no-restricted-imports',
    ],
    [
      'apps/server/src/lint-fixture.ts',
      "import { api } from '../../web/src/lib/api';\nexport const x = api;\n",
      'no-restricted-imports',
    ],
    [
      'apps/server/src/features/scores/lint-fixture.ts',
      "import { createGameAccess } from '../games/game-access';\nexport const x = createGameAccess;\n",
      'no-restricted-imports',
    ],
    [
      'apps/server/src/features/scores/lint-fixture.routes.ts',
      "import { createScoreUpsert } from './score-upsert';\nimport { games } from '../../db/schema';\nexport const x = [createScoreUpsert, games];\n",
      'no-restricted-imports',
    ],
    [
      'apps/server/src/features/scores/lint-fixture.routes.ts',
      "import { createGamesRepository } from '../games/games.repository';\nexport const x = createGamesRepository;\n",
      'no-restricted-imports',
    ],
    [
      'apps/web/src/features/scores/components/lint-fixture.tsx',
      "import { lengthIn } from '../../clubs/model/units';\nexport const x = lengthIn;\n",
      'no-restricted-imports',
    ],
    [
      'apps/web/src/features/scores/lint-fixture.ts',
      "import { gameKeys } from '../games/queries';\nexport const x = gameKeys;\n",
      'no-restricted-imports',
    ],
    [
      'apps/web/src/features/scores/components/lint-fixture.test.tsx',
      "import { useClub } from '../../clubs/queries';\nexport const x = useClub;\n",
      'no-restricted-imports',
    ],
  ])('%s: refuses %j', async (file, code, rule) => {
    expect(await rulesFiring(file, code)).toContain(rule);
  });

  it('allows what the boundaries allow', async () => {
    expect(
      await rulesFiring(
        'packages/contract/src/lint-fixture.ts',
        "import { z } from 'zod';\nimport { FORMATS } from '@fairway/golf';\nexport const x = z.enum(FORMATS);\n",
      ),
    ).toEqual([]);
  });

  it('lets a server feature use another through its index, and a route its own service', async () => {
    expect(
      await rulesFiring(
        'apps/server/src/features/scores/lint-fixture.routes.ts',
        "import { createGameAccess } from '../games';\nimport { createScoresService } from './scores.service';\nexport const x = [createGameAccess, createScoresService];\n",
      ),
    ).toEqual([]);
  });

  it('lets a web feature use another through its entry, and says why when it does not', async () => {
    expect(
      await rulesFiring(
        'apps/web/src/features/scores/components/lint-fixture.tsx',
        "import { lengthIn } from '../../clubs';\nimport { ThemeSwitch } from '../../settings/index.light';\nimport '../../scores/score-colors.css';\nimport { cardExtras } from '../model/card-lines';\nexport const x = [lengthIn, ThemeSwitch, cardExtras];\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        'apps/web/src/features/scores/components/lint-fixture.test.tsx',
        "import { buildClub } from '../../clubs/test-factories';\nexport const x = buildClub;\n",
      ),
    ).toEqual([]);
    const [result] = await eslint.lintText(
      "import { lengthIn } from '../../clubs/model/units';\nexport const x = lengthIn;\n",
      {
        filePath: path.join(root, 'apps/web/src/features/scores/components/lint-fixture.tsx'),
      },
    );
    expect(result?.messages[0]?.message).toMatch(/through its index\.ts.*its insides can change/);
  });

  it('makes a floating promise and a non-exhaustive switch errors', async () => {
    expect(
      await rulesFiring(
        'apps/server/src/lint-fixture.ts',
        'async function work(): Promise<void> {}\nexport function go(): void {\n  work();\n}\n',
      ),
    ).toContain('@typescript-eslint/no-floating-promises');
    expect(
      await rulesFiring(
        'apps/server/src/lint-fixture.ts',
        "export function label(kind: 'a' | 'b'): string {\n  switch (kind) {\n    case 'a':\n      return 'A';\n  }\n  return '';\n}\n",
      ),
    ).toContain('@typescript-eslint/switch-exhaustiveness-check');
  });
});
