// One swc transform for every jest project: TypeScript, TSX with the automatic JSX runtime,
// and legacy decorators with metadata (NestJS, TypeORM, class-validator need them).
module.exports = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          react: { runtime: 'automatic' },
        },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
    },
  ],
};
