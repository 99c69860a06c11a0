import { createWebConfig } from '../tools/webpack/create-web-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createWebConfig(
    {
      federationName: 'mfe_public',
      appDir: __dirname,
      port: Number(process.env.MFE_PUBLIC_PORT ?? 4201),
      title: 'PhysioHub',
      exposesModule: true,
      prerender: true,
    },
    argv,
  );
