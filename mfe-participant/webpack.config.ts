import { createWebConfig } from '../tools/webpack/create-web-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createWebConfig(
    {
      federationName: 'mfe_participant',
      appDir: __dirname,
      port: Number(process.env.MFE_PARTICIPANT_PORT ?? 4203),
      title: 'PhysioHub',
      exposesModule: true,
    },
    argv,
  );
