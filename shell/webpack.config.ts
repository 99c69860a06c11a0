import { createWebConfig } from '../tools/webpack/create-web-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createWebConfig(
    {
      federationName: 'shell',
      appDir: __dirname,
      port: Number(process.env.SHELL_PORT ?? 4200),
      title: 'PhysioHub',
      prerender: true,
    },
    argv,
  );
