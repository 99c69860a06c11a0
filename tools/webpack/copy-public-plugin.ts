import fs from 'node:fs';
import path from 'node:path';
import { sources, type Compiler } from 'webpack';

/** Emits the files of an app's public/ folder (favicon, robots.txt) unchanged at the output root. */
export class CopyPublicPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            if (fs.statSync(file).isFile()) compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
            compilation.fileDependencies.add(file);
          }
        },
      );
    });
  }
}
