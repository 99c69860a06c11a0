import { withSequenceSegments } from './caption-sequence';
import { detectExercises } from './index';
import type { Cue } from './rolling-cues';

/** Cues from [seconds, text] pairs, each lasting until the next. */
const cuesOf = (lines: [number, string][]): Cue[] =>
  lines.map(([start, text], i) => ({ start, end: lines[i + 1]?.[0] ?? start + 4, text }));

const shoulderPhysio = cuesOf([
  [1, 'Hello, these are the first three exercises I give for a sore rotator cuff.'],
  [19, 'The first one is an isometric. Stand side-on to a door frame, elbow bent.'],
  [30, 'Thirty seconds, five times.'],
  [86, 'Next, lie on your side with a rolled towel under the elbow.'],
  [95, 'Three sets of twelve.'],
  [154, 'Last one. Sit tall and draw your shoulder blades back and down.'],
  [162, 'Hold five seconds, ten times.'],
  [204, 'Do these once a day for two weeks.'],
]);

describe('withSequenceSegments', () => {
  it('makes an exercise of each place said in order where no exercise is named, titled by its place', () => {
    const found = withSequenceSegments(shoulderPhysio, []);
    expect(found.map((s) => [s.start, 'words' in s ? s.words : ''])).toEqual([
      [19, 'Exercise 1'],
      [86, 'Exercise 2'],
      [154, 'Exercise 3'],
    ]);
    expect(found.every((s) => s.end > s.start)).toBe(true);
  });

  it('tags a move found by its place with what its words name, never with its place as a name', () => {
    const vtt = ['WEBVTT', ''];
    const clock = (s: number) =>
      `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
    shoulderPhysio.forEach((c) => vtt.push(`${clock(c.start)} --> ${clock(c.end)}`, c.text, ''));
    const { exercises } = detectExercises({
      title: 'Rotator cuff',
      description: '',
      durationSeconds: 0,
      captions: vtt.join('\n'),
    });
    // The last is described well enough, with its dose after, to be named: the shoulder blades drawn back and down.
    expect(exercises.map((e) => e.title)).toEqual(['Exercise 1', 'Exercise 2', 'Scapular squeeze']);
    for (const e of exercises) expect(e.tags.some((t) => /exercise/.test(t))).toBe(false);
  });

  it('reads places said with the word for exercise in other languages', () => {
    const italian = cuesOf([
      [1, 'Buongiorno. Questi sono gli esercizi per le prime settimane.'],
      [12, 'Primo esercizio. Da sdraiati, muovete le caviglie su e giù.'],
      [49, 'Secondo esercizio. Spingete il ginocchio verso il letto.'],
      [96, 'Terzo esercizio. Fate scivolare il tallone verso il gluteo.'],
      [143, 'Quarto esercizio. Con la gamba tesa, sollevatela.'],
      [196, 'Alla prossima settimana.'],
    ]);
    expect(withSequenceSegments(italian, []).map((s) => s.start)).toEqual([12, 49, 96, 143]);
  });

  it('reads Japanese and Chinese places, said without spaces ("まず一つ目", "二つ目です", "第三个", "最後に")', () => {
    const japanese = cuesOf([
      [5, 'まず一つ目。床に座って、膝の下にタオルを置きます。5秒キープして、これを10回繰り返しましょう。'],
      [69, '二つ目です。仰向けに寝て、足をゆっくり持ち上げます。10回を2セットです。'],
      [151, '三つ目は椅子を使います。立ち上がって、ゆっくり座ります。10回やってみましょう。'],
      [203, '最後に、片足で立ちます。左右30秒ずつです。'],
      [275, 'お疲れさまでした。'],
    ]);
    expect(withSequenceSegments(japanese, []).map((s) => s.start)).toEqual([5, 69, 151, 203]);
    const chinese = cuesOf([
      [5, '第一个动作，坐直，把下巴往后收。保持五秒，一共做十次。'],
      [67, '第二个，轻轻把头拉向右边肩膀，保持三十秒。'],
      [134, '第三个，把肩胛骨往中间夹紧，做十五次。'],
      [176, '好了，我们下期见。'],
    ]);
    expect(withSequenceSegments(chinese, []).map((s) => s.start)).toEqual([5, 67, 134]);
  });

  it('reads Navajo, Greenlandic, Karelian and Sango places ("Tʼááłáʼí.", "Siulleq.", "Enzimäine.", "Ôko.")', () => {
    const navajo = cuesOf([
      [20, 'Tʼááłáʼí. Sit on the bed, push the knee down. Hold it ashdlaʼ seconds. Neeznáá.'],
      [100, 'Naaki. Lie back, lift the straight leg. Naaki sets, naakitsʼáadah, each leg.'],
      [190, 'Tááʼ. Stand on one foot. Tádiin seconds, then the other foot.'],
      [260, 'Ahéheeʼ.'],
    ]);
    expect(withSequenceSegments(navajo, []).map((s) => s.start)).toEqual([20, 100, 190]);
    const karelian = cuesOf([
      [15, 'Enzimäine. Viertäkkiä selällä. Kymmenen kertua.'],
      [95, 'Toine. Viertäkkiä kyljellä. Viiztoista kertua.'],
      [180, 'Kolmas. Seisokkua. Kakšikymmendä kertua.'],
      [250, 'Kiitos kaikilla.'],
    ]);
    expect(withSequenceSegments(karelian, []).map((s) => s.start)).toEqual([15, 95, 180]);
  });

  it('reads Buryat and Karachay-Balkar places ("Нэгэдэхи.", "Биринчи:")', () => {
    const buryat = cuesOf([
      [15, 'Нэгэдэхи. Сядьте прямо. Держим табан секунд. Арба дахин.'],
      [95, 'Хоёрдохи. Ухо к плечу. Хорин секунд.'],
      [170, 'Гурбадахи. Плечи назад по кругу. Арбан таба дахин.'],
      [240, 'Баярлалаа!'],
    ]);
    expect(withSequenceSegments(buryat, []).map((s) => s.start)).toEqual([15, 95, 170]);
  });

  it('reads Niuean places ("Fakamua:", "Ko e ua:")', () => {
    const niuean = cuesOf([
      [20, 'Fakamua: nofo hako he nofoa. Fakahogofulu.'],
      [95, 'Ko e ua: tu hake mai he nofoa. Fakavalu.'],
      [170, 'Ko e tolu: hiki hake e tau lima. Tolugofulu e sekone.'],
      [250, 'Fakaaue lahi!'],
    ]);
    expect(withSequenceSegments(niuean, []).map((s) => s.start)).toEqual([20, 95, 170]);
  });

  it('reads Kurmanji, Alsatian and Manx places ("Ya yekem", "Di erscht", "Yn chied fer")', () => {
    const kurmanji = cuesOf([
      [18, 'Ya yekem: li ser nivînê rûne. Pênc çirkeyan bigire. Deh caran.'],
      [109, 'Ya duyem: li ser pişta xwe razê. Deh caran.'],
      [202, 'Ya sêyem: li ser kursiyê rûne. Du set, her set dazdeh caran.'],
      [301, 'Spas ji bo we!'],
    ]);
    expect(withSequenceSegments(kurmanji, []).map((s) => s.start)).toEqual([18, 109, 202]);
    const manx = cuesOf([
      [16, 'Yn chied fer: soie er y lhiabbee. Jeih keayrtyn.'],
      [105, 'Yn nah fer: lhie er dty ghreeym. Jeih keayrtyn son dagh lurgey.'],
      [199, "Yn trass fer: irree veih'n stoyl. Daa cheayrt yeig."],
      [271, 'Gura mie eu!'],
    ]);
    expect(withSequenceSegments(manx, []).map((s) => s.start)).toEqual([16, 105, 199]);
  });

  it('reads Slovak places ("Prvý cvik", "Druhý cvik", "A na záver")', () => {
    const slovak = cuesOf([
      [14, 'Prvý cvik: Ste na štyroch, chrbát vyhrbíte. Desaťkrát, 10 opakovaní.'],
      [60, 'Druhý cvik. Vystrite opačnú ruku a nohu. Osem na každú stranu.'],
      [118, 'A na záver si sadnite na päty. Vydržte 30 sekúnd.'],
      [160, 'Dovidenia.'],
    ]);
    expect(withSequenceSegments(slovak, []).map((s) => s.start)).toEqual([14, 60, 118]);
  });

  it('keeps the named segments, and ends one that runs on where a place with no name begins', () => {
    const named = [{ start: 19, end: 204, entry: 7, cues: [] }];
    const found = withSequenceSegments(shoulderPhysio, named);
    expect(found.map((s) => [s.start, s.end])).toEqual([
      [19, 86],
      [86, 154],
      // The last place runs to the end of the speech: "do these once a day" is no closing phrase.
      [154, 208],
    ]);
    expect(found[0]).toMatchObject({ entry: 7 });
  });

  it('makes nothing of a talk counted "first, next, last" with no dose and no word for exercise', () => {
    const talk = cuesOf([
      [1, 'Three myths about back pain.'],
      [20, 'First, the idea that a disc can slip out.'],
      [60, 'Next, the idea that bed rest helps.'],
      [100, 'Last one. Scans explain the pain.'],
      [140, 'Thanks for watching.'],
    ]);
    expect(withSequenceSegments(talk, [])).toEqual([]);
  });

  it('needs a first and at least three places, and reads "next week" as no place', () => {
    const two = cuesOf([
      [10, 'Second exercise. Lift the leg. Ten times.'],
      [50, 'Third exercise. Bend the knee. Ten times.'],
      [90, 'Next week we add more.'],
    ]);
    expect(withSequenceSegments(two, [])).toEqual([]);
  });
});
