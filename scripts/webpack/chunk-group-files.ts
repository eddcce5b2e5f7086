import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** Writes, for the prerender step, the files of each named chunk group of a bundle, by type. */
export const chunkGroupFiles = (file: string, extension: '.css' | '.js') => ({
  apply: (compiler: Compiler) =>
    compiler.hooks.done.tap('ChunkGroupFilesPlugin', (stats) => {
      const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
      const files = Object.entries(namedChunkGroups).map(([name, group]) => [
        name,
        (group.assets ?? []).map((asset) => asset.name).filter((asset) => asset.endsWith(extension)),
      ]);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(Object.fromEntries(files), null, 2));
    }),
});
