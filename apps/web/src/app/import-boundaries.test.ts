import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The web's import boundaries are a lint rule (eslint.config.js, decision 040). These cases run the repository's
 * real ESLint configuration on code placed at a path inside apps/web, so loosening the rule (or losing the dynamic
 * import() check) fails here, not in review.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const AGENT_FILE = 'apps/web/src/features/agent/components/boundary-probe.ts';

describe('web import boundaries (lint)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature’s internals', async () => {
    const errors = await boundaryErrors(
      AGENT_FILE,
      "import { ProgramCard } from '../../catalogue/components/program-card.tsx';\nexport const probe = ProgramCard;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features/catalogue');
  });

  it('refuses the same through import() and through a re-export', async () => {
    const dynamic = await boundaryErrors(
      AGENT_FILE,
      "export const probe = () => import('../../catalogue/components/program-card.tsx');\n",
    );
    expect(dynamic).toHaveLength(1);
    const reexport = await boundaryErrors(
      AGENT_FILE,
      "export { ProgramCard } from '../../catalogue/components/program-card.tsx';\n",
    );
    expect(reexport).toHaveLength(1);
  });

  it('refuses shared/ importing a feature, even its public file', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/shared/ui/boundary-probe.ts',
      "import { categoriesQuery } from '../../features/catalogue/public.ts';\nexport const probe = categoriesQuery;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows a feature its own files, shared/, packages and another feature’s public file', async () => {
    const errors = await boundaryErrors(
      AGENT_FILE,
      [
        "import { categoriesQuery } from '../../catalogue/public.ts';",
        "import { startAgentFromIntent } from '../lib/start-agent.ts';",
        "import { Paging } from '../../../shared/ui/paging.tsx';",
        "import { MESSAGES } from '@ito/contracts/common/messages';",
        'export const probe = [categoriesQuery, startAgentFromIntent, Paging, MESSAGES];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets app/ compose pages and public files, and split off any module only by import()', async () => {
    const file = 'apps/web/src/app/boundary-probe.ts';
    expect(
      await boundaryErrors(
        file,
        [
          "import { TaskBar } from '../features/following/public.ts';",
          "export const page = () => import('../features/catalogue/pages/programs-page.tsx');",
          "export const split = () => import('../features/catalogue/api/first-queries.ts');",
          'export const probe = TaskBar;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { TaskBar } from '../features/following/components/task-bar.tsx';\nexport const probe = TaskBar;\n",
      ),
    ).toHaveLength(1);
  });
});
