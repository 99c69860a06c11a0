/**
 * Writes the generated evaluation cases: caption cases (cases/<name>.json + the .vtt/.srt beside it) and the
 * description cases written with marks (description-case.ts). The older chapter cases are hand-written JSON and
 * are not touched. Deterministic: running it twice gives identical files.
 *
 * Run (no ts-node here): compile with swc, then run the output, e.g. from api/:
 *   npx swc src/detection -d /tmp/detection --strip-leading-paths --copy-files --config-file .swcrc
 *   node /tmp/detection/detection/eval/generate/generate-cases.js src/detection/eval/cases
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { captionScriptsA } from './caption-scripts-a';
import { captionScriptsB } from './caption-scripts-b';
import { coachCaptionScripts, coachCaptionScriptsHeldOutB } from './caption-scripts-coach';
import type { CaptionCaseSpec, CaseFile } from './case-spec';
import { buildDescriptionCase, type DescriptionCaseSpec } from './description-case';
import { descriptionCasesA } from './description-cases-a';
import { descriptionCasesB } from './description-cases-b';
import { descriptionCasesC } from './description-cases-c';
import { descriptionCasesHeldOut } from './description-cases-heldout';
import { descriptionCasesHeldOutB } from './description-cases-heldout-b';
import { descriptionCasesD } from './description-cases-d';
import { descriptionCasesE } from './description-cases-e';
import {
  descriptionCasesChops,
  descriptionCasesF,
  descriptionCasesG,
  descriptionCasesManner,
  descriptionCasesUkHandout,
} from './description-cases-f';
import { descriptionCasesHeldOut2 } from './description-cases-heldout2';
import { descriptionCasesHeldOut3 } from './description-cases-heldout3';
import { captionScriptsHeldOut2 } from './caption-scripts-heldout2';
import { captionScriptsHeldOut3 } from './caption-scripts-heldout3';
import { captionScriptsHeldOut4 } from './caption-scripts-heldout4';
import { captionScriptsHeldOut5 } from './caption-scripts-heldout5';
import { captionScriptsHeldOut6 } from './caption-scripts-heldout6';
import { captionScriptsHeldOut7 } from './caption-scripts-heldout7';
import { captionScriptsHeldOut8 } from './caption-scripts-heldout8';
import { captionScriptsHeldOut9 } from './caption-scripts-heldout9';
import { captionScriptsHeldOut10 } from './caption-scripts-heldout10';
import { captionScriptsHeldOut11 } from './caption-scripts-heldout11';
import { captionScriptsHeldOut12 } from './caption-scripts-heldout12';
import { captionScriptsHeldOut13 } from './caption-scripts-heldout13';
import { captionScriptsHeldOut14 } from './caption-scripts-heldout14';
import { captionScriptsHeldOut15 } from './caption-scripts-heldout15';
import { captionScriptsHeldOut16 } from './caption-scripts-heldout16';
import { captionScriptsHeldOut17 } from './caption-scripts-heldout17';
import { captionScriptsHeldOut18 } from './caption-scripts-heldout18';
import { captionScriptsHeldOut19 } from './caption-scripts-heldout19';
import { captionScriptsHeldOut20 } from './caption-scripts-heldout20';
import { captionScriptsHeldOut21 } from './caption-scripts-heldout21';
import { captionScriptsHeldOut22 } from './caption-scripts-heldout22';
import { captionScriptsHeldOut23 } from './caption-scripts-heldout23';
import { captionScriptsHeldOut24 } from './caption-scripts-heldout24';
import { captionScriptsHeldOut25 } from './caption-scripts-heldout25';
import { captionScriptsHeldOut26 } from './caption-scripts-heldout26';
import { captionScriptsHeldOut27 } from './caption-scripts-heldout27';
import { captionScriptsHeldOut28 } from './caption-scripts-heldout28';
import { captionScriptsHeldOut29 } from './caption-scripts-heldout29';
import { captionScriptsHeldOut30 } from './caption-scripts-heldout30';
import { captionScriptsHeldOut31 } from './caption-scripts-heldout31';
import { captionScriptsHeldOut32 } from './caption-scripts-heldout32';
import { captionScriptsHeldOut33 } from './caption-scripts-heldout33';
import { captionScriptsHeldOut34 } from './caption-scripts-heldout34';
import { descriptionCasesHeldOut4 } from './description-cases-heldout4';
import { descriptionCasesHeldOut5 } from './description-cases-heldout5';
import { descriptionCasesHeldOut6 } from './description-cases-heldout6';
import { descriptionCasesHeldOut7 } from './description-cases-heldout7';
import { descriptionCasesHeldOut8 } from './description-cases-heldout8';
import { descriptionCasesHeldOut9 } from './description-cases-heldout9';
import { descriptionCasesHeldOut10 } from './description-cases-heldout10';
import { descriptionCasesHeldOut11 } from './description-cases-heldout11';
import { descriptionCasesHeldOut12 } from './description-cases-heldout12';
import { descriptionCasesHeldOut13 } from './description-cases-heldout13';
import { descriptionCasesHeldOut14 } from './description-cases-heldout14';
import { descriptionCasesHeldOut15 } from './description-cases-heldout15';
import { descriptionCasesHeldOut16 } from './description-cases-heldout16';
import { descriptionCasesHeldOut17 } from './description-cases-heldout17';
import { descriptionCasesHeldOut18 } from './description-cases-heldout18';
import { descriptionCasesHeldOut19 } from './description-cases-heldout19';
import { descriptionCasesHeldOut20 } from './description-cases-heldout20';
import { descriptionCasesHeldOut21 } from './description-cases-heldout21';
import { descriptionCasesHeldOut22 } from './description-cases-heldout22';
import { descriptionCasesHeldOut23 } from './description-cases-heldout23';
import { descriptionCasesHeldOut24 } from './description-cases-heldout24';
import { descriptionCasesHeldOut25 } from './description-cases-heldout25';
import { descriptionCasesHeldOut26 } from './description-cases-heldout26';
import { descriptionCasesHeldOut27 } from './description-cases-heldout27';
import { descriptionCasesHeldOut28 } from './description-cases-heldout28';
import { descriptionCasesHeldOut29 } from './description-cases-heldout29';
import { descriptionCasesHeldOut30 } from './description-cases-heldout30';
import { descriptionCasesHeldOut31 } from './description-cases-heldout31';
import { descriptionCasesHeldOut32 } from './description-cases-heldout32';
import { descriptionCasesHeldOut33 } from './description-cases-heldout33';
import { descriptionCasesHeldOut34 } from './description-cases-heldout34';
import { descriptionCasesH } from './description-cases-h';
import { descriptionCasesI } from './description-cases-i';
import { descriptionCasesJ } from './description-cases-j';
import { captionScriptsH } from './caption-scripts-h';
import { captionScriptsI } from './caption-scripts-i';
import { captionScriptsJ } from './caption-scripts-j';
import { descriptionCasesHeldOutC } from './description-cases-heldout-c';
import { hardScripts } from './hard-scripts';
import { heldOutScripts } from './held-out-scripts';
import { longClass } from './long-scripts';
import { renderCaptions } from './render-captions';
import { layOut } from './script';

export const longScripts: CaptionCaseSpec[] = [
  {
    name: 'hard-hour-long-class-auto',
    kind: 'hard',
    title: '60 Minute Back and Hip Rehab Class (Follow Along)',
    description: 'A full follow-along class. No chapters, sorry!',
    style: 'vtt-auto',
    items: longClass({ seed: 7, exercises: 30, sets: 3, reps: 12, restSeconds: 6, interludeEvery: 5 }),
  },
  {
    name: 'hard-two-hour-workshop',
    kind: 'hard',
    title: 'Two Hour Rehab Workshop for Clinicians',
    description: 'Recorded live. Captions by the clinic.',
    style: 'vtt',
    items: longClass({ seed: 2024, exercises: 52, sets: 3, reps: 12, restSeconds: 12, interludeEvery: 4 }),
  },
];

export function buildCase(spec: CaptionCaseSpec): { file: CaseFile; captions: string; captionsFile: string } {
  const timed = layOut(spec.items);
  const captionsFile = `${spec.name}.${spec.style.startsWith('srt') ? 'srt' : 'vtt'}`;
  const file: CaseFile = {
    name: spec.name,
    kind: spec.kind,
    note: `${spec.name.includes('heldout') ? 'Held-out (written after the rules were frozen). ' : ''}Generated from generate/ (${spec.style} captions).`,
    input: {
      title: spec.title,
      description: spec.description,
      durationSeconds: spec.durationSeconds ?? timed.duration,
      captionsFile,
      ...(spec.existingTitles ? { existingTitles: spec.existingTitles } : {}),
    },
    expectedSource: spec.expectedSource ?? (timed.expected.length > 0 ? 'captions' : 'none'),
    expected: timed.expected,
  };
  return { file, captions: renderCaptions(timed.lines, spec.style), captionsFile };
}

export function allCaptionSpecs(): CaptionCaseSpec[] {
  return [
    ...captionScriptsA,
    ...captionScriptsB,
    ...hardScripts,
    ...longScripts,
    ...heldOutScripts,
    ...coachCaptionScripts,
    ...coachCaptionScriptsHeldOutB,
    ...captionScriptsHeldOut2,
    ...captionScriptsHeldOut3,
    ...captionScriptsHeldOut4,
    ...captionScriptsHeldOut5,
    ...captionScriptsHeldOut6,
    ...captionScriptsHeldOut7,
    ...captionScriptsHeldOut8,
    ...captionScriptsHeldOut9,
    ...captionScriptsHeldOut10,
    ...captionScriptsHeldOut11,
    ...captionScriptsHeldOut12,
    ...captionScriptsHeldOut13,
    ...captionScriptsHeldOut14,
    ...captionScriptsHeldOut15,
    ...captionScriptsHeldOut16,
    ...captionScriptsHeldOut17,
    ...captionScriptsHeldOut18,
    ...captionScriptsHeldOut19,
    ...captionScriptsHeldOut20,
    ...captionScriptsHeldOut21,
    ...captionScriptsHeldOut22,
    ...captionScriptsHeldOut23,
    ...captionScriptsHeldOut24,
    ...captionScriptsHeldOut25,
    ...captionScriptsHeldOut26,
    ...captionScriptsHeldOut27,
    ...captionScriptsHeldOut28,
    ...captionScriptsHeldOut29,
    ...captionScriptsHeldOut30,
    ...captionScriptsHeldOut31,
    ...captionScriptsHeldOut32,
    ...captionScriptsHeldOut33,
    ...captionScriptsHeldOut34,
    ...captionScriptsH,
    ...captionScriptsI,
    ...captionScriptsJ,
  ];
}

export function allDescriptionSpecs(): DescriptionCaseSpec[] {
  return [
    ...descriptionCasesA,
    ...descriptionCasesB,
    ...descriptionCasesC,
    ...descriptionCasesHeldOut,
    ...descriptionCasesHeldOutB,
    ...descriptionCasesD,
    ...descriptionCasesHeldOutC,
    ...descriptionCasesE,
    ...descriptionCasesF,
    ...descriptionCasesG,
    ...descriptionCasesChops,
    ...descriptionCasesUkHandout,
    ...descriptionCasesManner,
    ...descriptionCasesHeldOut2,
    ...descriptionCasesHeldOut3,
    ...descriptionCasesHeldOut4,
    ...descriptionCasesHeldOut5,
    ...descriptionCasesHeldOut6,
    ...descriptionCasesHeldOut7,
    ...descriptionCasesHeldOut8,
    ...descriptionCasesHeldOut9,
    ...descriptionCasesHeldOut10,
    ...descriptionCasesHeldOut11,
    ...descriptionCasesHeldOut12,
    ...descriptionCasesHeldOut13,
    ...descriptionCasesHeldOut14,
    ...descriptionCasesHeldOut15,
    ...descriptionCasesHeldOut16,
    ...descriptionCasesHeldOut17,
    ...descriptionCasesHeldOut18,
    ...descriptionCasesHeldOut19,
    ...descriptionCasesHeldOut20,
    ...descriptionCasesHeldOut21,
    ...descriptionCasesHeldOut22,
    ...descriptionCasesHeldOut23,
    ...descriptionCasesHeldOut24,
    ...descriptionCasesHeldOut25,
    ...descriptionCasesHeldOut26,
    ...descriptionCasesHeldOut27,
    ...descriptionCasesHeldOut28,
    ...descriptionCasesHeldOut29,
    ...descriptionCasesHeldOut30,
    ...descriptionCasesHeldOut31,
    ...descriptionCasesHeldOut32,
    ...descriptionCasesHeldOut33,
    ...descriptionCasesHeldOut34,
    ...descriptionCasesH,
    ...descriptionCasesI,
    ...descriptionCasesJ,
  ];
}

if (require.main === module) {
  const dir = resolve(process.argv[2] ?? join(__dirname, '..', 'cases'));
  for (const spec of allCaptionSpecs()) {
    const { file, captions, captionsFile } = buildCase(spec);
    writeFileSync(join(dir, `${spec.name}.json`), JSON.stringify(file, null, 2) + '\n');
    writeFileSync(join(dir, captionsFile), captions);
  }
  for (const spec of allDescriptionSpecs()) {
    writeFileSync(join(dir, `${spec.name}.json`), JSON.stringify(buildDescriptionCase(spec), null, 2) + '\n');
  }
  console.log(
    `wrote ${allCaptionSpecs().length} caption and ${allDescriptionSpecs().length} description cases to ${dir}`,
  );
}
