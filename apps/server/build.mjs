// Compiles the server to dist/ for production: our code and @fireline/shared in one bundle per entry, every npm
// package left to node_modules (PGlite, drizzle and pino load files of their own at run time).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'migrate-cli': 'src/db/migrate-cli.ts', 'seed-cli': 'src/db/seed/seed-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup: (builder) => {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@fireline/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
