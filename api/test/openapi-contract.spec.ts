import { createConfig, lintFromString } from '@redocly/openapi-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { startTestApp, type TestApp } from './support/test-app';

interface Operation {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Each success answer against its @physio/contracts type in both directions (a field added, dropped, renamed, made
 * optional or retyped on either side fails the type check), and each request body against the request type.
 */
const CONTRACT_CHECKS: Array<[path: string, method: string, status: number | 'body', contract: string]> = [
  ['/api/users/csrf/', 'get', 200, 'C.CsrfResponse'],
  ['/api/users/signup/', 'post', 201, 'C.AuthResponse'],
  ['/api/users/signin/', 'post', 200, 'C.AuthResponse'],
  ['/api/users/signout/', 'post', 200, 'C.MessageResponse'],
  ['/api/users/me/', 'get', 200, 'C.User'],
  ['/api/videos/', 'get', 200, 'C.Page<C.Video>'],
  ['/api/videos/stats/', 'get', 200, 'C.VideoStatsResponse'],
  ['/api/videos/{id}/', 'get', 200, 'C.Video'],
  ['/api/videos/{id}/', 'delete', 200, 'C.MessageResponse'],
  ['/api/videos/fetch_channel_videos/', 'post', 200, 'C.FetchChannelVideosResponse'],
  ['/api/videos/bulk_save/', 'post', 200, 'C.BulkSaveResponse'],
  ['/api/exercises/', 'get', 200, 'C.Page<C.ExerciseListItem>'],
  ['/api/exercises/', 'post', 201, 'C.SaveExercisesResponse'],
  ['/api/exercises/{id}/', 'put', 200, 'C.SavedExercise'],
  ['/api/exercises/detect/', 'post', 200, 'C.DetectResponse'],
  ['/api/exercises/detect/', 'post', 'body', 'C.DetectRequest'],
  ['/api/exercises/', 'post', 'body', 'C.SaveExercisesRequest'],
  ['/api/exercises/{id}/', 'put', 'body', 'C.UpdateExerciseRequest'],
  ['/api/users/signup/', 'post', 'body', 'C.SignUpRequest'],
  ['/api/users/signin/', 'post', 'body', 'C.SignInRequest'],
  ['/api/videos/fetch_channel_videos/', 'post', 'body', 'C.FetchChannelVideosRequest'],
  ['/api/videos/bulk_save/', 'post', 'body', 'C.BulkSaveRequest'],
  ['/api/programs/', 'post', 'body', 'C.ProgramRequest'],
  ['/api/collections/', 'post', 'body', 'C.CollectionRequest'],
  ['/api/collections/{id}/videos/', 'post', 'body', 'C.AddCollectionVideosRequest'],
  ['/api/programs/', 'get', 200, 'C.Program[]'],
  ['/api/programs/{id}/', 'get', 200, 'C.Program'],
  ['/api/collections/', 'get', 200, 'C.Collection[]'],
  ['/api/collections/{id}/videos/', 'post', 201, 'C.Collection'],
  ['/api/health/', 'get', 200, 'C.HealthResponse'],
  ['/api/contact/', 'post', 201, 'C.MessageResponse'],
  ['/api/invitations/', 'post', 201, 'C.CreatedInvitation'],
  ['/api/invitations/', 'post', 'body', 'C.InvitationRequest'],
  ['/api/invitations/', 'get', 200, 'C.Invitation[]'],
  ['/api/invitations/accept/', 'post', 200, 'C.AcceptInvitationResponse'],
  ['/api/invitations/accept/', 'post', 'body', 'C.AcceptInvitationRequest'],
  ['/api/assignments/', 'get', 200, 'C.Assignment[]'],
  ['/api/assignments/', 'post', 201, 'C.Assignment'],
  ['/api/assignments/', 'post', 'body', 'C.AssignmentRequest'],
  ['/api/assignments/{id}/', 'get', 200, 'C.Assignment'],
  ['/api/assignments/{id}/', 'put', 200, 'C.Assignment'],
  ['/api/assignments/{id}/', 'put', 'body', 'C.AssignmentUpdateRequest'],
  ['/api/session-logs/', 'post', 201, 'C.SessionLog'],
  ['/api/session-logs/', 'post', 200, 'C.SessionLog'],
  ['/api/session-logs/', 'post', 'body', 'C.SessionLogRequest'],
  ['/api/participants/', 'get', 200, 'C.Page<C.ParticipantSummary>'],
  ['/api/participants/overview/', 'get', 200, 'C.CareOverview'],
  ['/api/participants/{id}/', 'get', 200, 'C.ParticipantDetail'],
  ['/api/me/today/', 'get', 200, 'C.TodayResponse'],
  ['/api/me/dashboard/', 'get', 200, 'C.ParticipantDashboard'],
  ['/api/me/history/', 'get', 200, 'C.ParticipantHistory'],
  ['/api/exercises/{id}/publish/', 'post', 201, 'C.LibraryExerciseDetail'],
  ['/api/exercises/{id}/publish/', 'post', 200, 'C.LibraryExerciseDetail'],
  ['/api/exercises/{id}/publish/', 'post', 'body', 'C.PublishExerciseRequest'],
  ['/api/exercises/{id}/publish/', 'get', 200, 'C.LibraryExerciseDetail'],
  ['/api/programs/{id}/publish/', 'post', 201, 'C.LibraryProgramDetail'],
  ['/api/programs/{id}/publish/', 'post', 'body', 'C.PublishProgramRequest'],
  ['/api/programs/{id}/publish/', 'get', 200, 'C.LibraryProgramDetail'],
  ['/api/library/exercises/', 'get', 200, 'C.Page<C.LibraryExerciseSummary>'],
  ['/api/library/exercises/{slug}/', 'get', 200, 'C.LibraryExerciseDetail'],
  ['/api/library/facets/', 'get', 200, 'C.LibraryFacets'],
  ['/api/library/programs/', 'get', 200, 'C.Page<C.LibraryProgramSummary>'],
  ['/api/library/programs/{slug}/', 'get', 200, 'C.LibraryProgramDetail'],
  ['/api/library/sitemap/', 'get', 200, 'C.LibrarySitemap'],
  ['/api/library/changes/', 'get', 200, 'C.LibraryChanges'],
];

const ERROR_CHECK = `Same<components['schemas']['ApiErrorBody'], C.ApiErrorBody>`;

function checkSource(checks: string[]): string {
  return [
    "import type * as C from '@physio/contracts';",
    "import type { components, paths } from './api';",
    // Mutual assignability; the tuple stops distribution over unions.
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    // A request body the API documents must take every request of the contract type, field for field; the API may
    // be laxer than the client's type (a default for a field the client always sends).
    'type Accepts<Body, Request> = [Request] extends [Body] ? Same<keyof Body, keyof Request> : false;',
    'function same<T extends true>(): T | undefined { return undefined; }',
    "type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;",
    ...checks.map((check, i) => `export const check${i} = same<${check}>();`),
  ].join('\n');
}

function operationCheck([path, method, status, contract]: (typeof CONTRACT_CHECKS)[number]): string {
  const operation = `paths['${path}']['${method}']`;
  if (status === 'body') return `Accepts<Json<NonNullable<${operation}['requestBody']>>, ${contract}>`;
  return `Same<Json<${operation}['responses'][${status}]>, ${contract}>`;
}

/** Type errors of `source` compiled next to the generated client with the api's compiler options. */
function typeErrors(dir: string, name: string, source: string): string[] {
  const file = join(dir, name);
  writeFileSync(file, source);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(__dirname, '..', 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram([file], { ...config!.options, noEmit: true, noUnusedLocals: false, types: [] });
  // Each message names the failing check by its line, e.g. `Same<Json<paths['/api/videos/{id}/']…>, C.Video>`.
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const text = d.file?.text.split('\n')[line]?.trim() ?? '';
    return `${name}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')} ${text}`;
  });
}

/** JSON, or a file such as a PDF (its media type named), with a schema. */
const successSchema = (content: Record<string, { schema?: unknown }> | undefined): unknown =>
  content?.['application/json']?.schema ?? content?.['application/pdf']?.schema;

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    document = (await t.http().get('/api/docs-json').expect(200)).body;
    dir = mkdtempSync(join(tmpdir(), 'physio-openapi-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
    );

  it('is a valid OpenAPI document', async () => {
    const config = await createConfig({ extends: ['minimal'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('lists every path as clients call it, with the trailing slash', () => {
    expect(Object.keys(document.paths).filter((path) => !path.endsWith('/'))).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/exercises/detect/', '/api/videos/{id}/']),
    );
  });

  it('declares the token scheme and puts it on every operation that needs a token', () => {
    expect(document.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const publicPaths =
      /^\/api\/(health|contact|library)\/|^\/api\/users\/(csrf|signup|signin|forgot-password|reset-password)\//;
    const missing = operations()
      .filter(({ path }) => !publicPaths.test(path))
      .filter(({ operation }) => !operation.security?.some((requirement) => 'token' in requirement))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('gives every operation a 2xx answer with a schema (204: none) and error answers with the error body', () => {
    const problems = operations().flatMap(({ name, operation }) => {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => /^2\d\d$/.test(status));
      const errors = statuses.filter((status) => /^[45]\d\d$|^default$/.test(status));
      return [
        ...(success.length === 0 ? [`${name}: no 2xx answer`] : []),
        ...success
          .filter((status) => status !== '204' && !successSchema(operation.responses[status].content))
          .map((status) => `${name}: ${status} has no schema`),
        ...(operation.responses['204']?.content ? [`${name}: 204 must not have a body`] : []),
        ...(!errors.includes('default') ? [`${name}: no default error answer`] : []),
        ...errors
          .filter(
            (status) =>
              (operation.responses[status].content?.['application/json']?.schema as { $ref?: string } | undefined)
                ?.$ref !== '#/components/schemas/ApiErrorBody',
          )
          .map((status) => `${name}: ${status} is not the error body`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('documents the handout as a PDF', () => {
    const answer = document.paths['/api/assignments/{id}/handout/'].get.responses['200'];
    expect(answer.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
  });

  it('generates a TypeScript client whose types are those of @physio/contracts', () => {
    const spec = join(dir, 'openapi.json');
    writeFileSync(spec, JSON.stringify(document));
    const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');
    execFileSync(process.execPath, [cli, spec, '--default-non-nullable', 'false', '--output', join(dir, 'api.ts')], {
      stdio: 'pipe',
    });

    const checks = [...CONTRACT_CHECKS.map(operationCheck), ERROR_CHECK];
    const errors = typeErrors(dir, 'contract-check.ts', checkSource(checks));
    expect(errors).toEqual([]);

    // The check itself must fail on drift: a contract missing a field no longer matches the document.
    const drifted = typeErrors(
      dir,
      'drift-check.ts',
      checkSource([`Same<Json<paths['/api/videos/{id}/']['get']['responses'][200]>, Omit<C.Video, 'url'>>`]),
    );
    expect(drifted).toEqual([
      expect.stringMatching(/^drift-check\.ts: Type 'false' does not satisfy the constraint 'true'/),
    ]);
  });
});
