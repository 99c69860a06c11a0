import { evaluate, iou, loadCases, matchSegments, scoreCase, summarise } from './evaluate';

describe('evaluation metrics', () => {
  it('computes IoU of time ranges', () => {
    expect(iou({ start: 0, end: 10 }, { start: 5, end: 15 })).toBeCloseTo(1 / 3);
    expect(iou({ start: 0, end: 10 }, { start: 20, end: 30 })).toBe(0);
  });

  it('matches one-to-one, same type only, IoU at least 0.5', () => {
    const labels = [
      { start: 0, end: 10, type: 'plank' },
      { start: 10, end: 20, type: 'plank' },
    ];
    // IoU is exactly 0.5 with both labels, but one detection can match only one label.
    expect(matchSegments([{ start: 0, end: 20, type: 'plank' }], labels)).toHaveLength(1);
    expect(
      matchSegments(
        [
          { start: 0, end: 11, type: 'plank' },
          { start: 0, end: 10, type: 'plank' },
        ],
        labels,
      ),
    ).toEqual([[1, 0]]);
    expect(matchSegments([{ start: 0, end: 10, type: 'squat' }], labels)).toEqual([]);
  });

  it('scores precision, recall and F1, perfect when nothing was to be found', () => {
    const none = scoreCase({
      name: 'n',
      kind: 'hard',
      input: { title: '', description: '', durationSeconds: 0 },
      expected: [],
    });
    expect(summarise([none])).toMatchObject({ precision: 1, recall: 1, f1: 1, cuePrecision: null });
  });
});

describe('quality on the labelled evaluation set', () => {
  const report = evaluate(loadCases());

  it('has at least 40 cases of every kind', () => {
    expect(report.cases.length).toBeGreaterThanOrEqual(40);
    expect(report.byKind.chapters.cases).toBeGreaterThan(10);
    expect(report.byKind.captions.cases).toBeGreaterThan(5);
    expect(report.byKind.hard.cases).toBeGreaterThan(10);
  });

  it('meets the quality goals (chapters F1 >= 0.95, captions F1 >= 0.8)', () => {
    expect(report.byKind.chapters.f1).toBeGreaterThanOrEqual(0.95);
    expect(report.byKind.captions.f1).toBeGreaterThanOrEqual(0.8);
    expect(report.byKind.hard.f1).toBeGreaterThanOrEqual(0.8);
  });

  it('names the right source for every labelled case', () => {
    expect(report.cases.filter((c) => c.sourceOk === false).map((c) => c.name)).toEqual([]);
  });
});
