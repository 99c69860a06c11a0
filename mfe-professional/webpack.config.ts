import { createWebConfig } from '../tools/webpack/create-web-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createWebConfig(
    {
      federationName: 'mfe_professional',
      appDir: __dirname,
      port: Number(process.env.MFE_PROFESSIONAL_PORT ?? 4202),
      title: 'PhysioHub',
      exposesModule: true,
    },
    argv,
  );
