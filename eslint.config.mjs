// One lint configuration for every project. Module boundaries are errors, on two axes (tags live in
// the "nx" field of each package.json):
// - scope: a remote imports only its own code and shared/, never another remote or the shell;
// - type: layers only point down, feature/app -> ui -> data-access -> util, so a library never
//   reaches up into an app, and util stays free of React, the store and the API types.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const onlyShared = ['scope:shared'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/reports/**', '**/coverage/**', '.nx/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:public', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:professional', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:participant', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            // The standalone and prerender roots in shared/ui build their store with the api-client.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
