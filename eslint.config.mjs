// One lint configuration for every project. Module boundaries are errors: a remote imports only
// its own code and shared/, never another remote or the shell (tags live in each package.json).
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
            { sourceTag: 'type:lib', notDependOnLibsWithTags: ['type:app'] },
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
