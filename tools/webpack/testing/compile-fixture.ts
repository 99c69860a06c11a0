import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

export interface FixtureBuild {
  /** The fixture's folder: its files, and dist/ for the output. */
  dir: string;
  errors: string[];
  warnings: string[];
  /** A file of the build's output, as text. */
  output: (file: string) => string;
  remove: () => void;
}

/**
 * Writes `files` (path → content) into a fresh folder and builds it with `config` (context is the
 * folder, output goes to its dist/), so a plugin is tested by what a real webpack build makes of it.
 */
export async function compileFixture(
  files: Record<string, string>,
  config: (dir: string) => Configuration,
): Promise<FixtureBuild> {
  const dir = mkdtempSync(path.join(tmpdir(), 'physio-webpack-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const { output: outputOptions, ...rest } = config(dir);
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'development',
        devtool: false,
        context: dir,
        infrastructureLogging: { level: 'none' },
        ...rest,
        output: { ...outputOptions, path: path.join(dir, 'dist') },
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    );
  });
  const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    dir,
    errors: errors.map((error) => error.message),
    warnings: warnings.map((warning) => warning.message),
    output: (file) => readFileSync(path.join(dir, 'dist', file), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
