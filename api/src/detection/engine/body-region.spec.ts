import { regionOf } from './body-region';

describe('the region a name the lexicon does not know speaks of', () => {
  it.each([
    ['Plate halo', 'Upper Body'],
    ['Quadruped wrist rocks', 'Upper Body'],
    ['Nghiêng cổ sang bên', 'Neck'],
    ['Xoay cổ chân', 'Lower Body'],
    // Marathi, its postpositions glued to the noun.
    ['सरळ पाय वर उचलणे', 'Lower Body'],
    ['गुडघ्याखाली टॉवेल ठेवून दाबणे', 'Lower Body'],
    ['खांद्यावर हात', 'Upper Body'],
    // Scottish Gaelic (lenited too), Malagasy, Pashto and Assamese.
    ["Sìneadh a' chinn chun na gualainn", 'Neck'],
    ['Roilig na guailnean air ais', 'Upper Body'],
    ['Manainga ny voditongotra', 'Lower Body'],
    ['د پنډۍ غځول د دېوال سره', 'Lower Body'],
    ['নিতম্ব ওপৰলৈ তোলা', 'Lower Body'],
    ['കൈ നെഞ്ചിനു കുറുകെ വലിക്കുക', 'Upper Body'],
    ['Gbígbé gìgísẹ̀ sókè', 'Lower Body'],
    ['Тизени көкүрөккө тартуу', 'Lower Body'],
    ['ଆଣ୍ଠୁ ତଳେ ତଉଲିଆ ଦବାଇବା', 'Lower Body'],
    ['کێشانەوەی چەناگە بۆ دواوە', 'Neck'],
    ['Basgançaga çykyň we düşüň', null],
    ['Diwara daýanyp, baldyry uzaldyň', 'Lower Body'],
    ['Punou le ulu i le tauau', 'Neck'],
    ['Ngadeg nganggo sikil siji', 'Lower Body'],
    ['مۈرىنى ئارقىغا ئايلاندۇرۇڭ', 'Upper Body'],
    ['Quadruped arm lift', 'Back'],
    ['Towel stretch behind the back', null],
    ['Zottman curls', 'Upper Body'],
    ['Jefferson curl', 'Back'],
    ['Nordic curl', 'Lower Body'],
    ['Slider hamstring curls', 'Lower Body'],
    ['Sun salutation A', 'Full Body'],
    ['Lateral bear crawls', 'Full Body'],
    ['Seal jacks', 'Full Body'],
    ['Sprawl to stand', 'Full Body'],
    ['Burpee broad jump', 'Full Body'],
    ['Seated knee rocks', 'Lower Body'],
    ['Tyler twist', null],
    ['Diz bükme', 'Lower Body'],
    ['Diz göğüse çekme', 'Back'],
    ['Колене към гърдите', 'Back'],
    ['ดึงเข่าชิดอก', 'Back'],
    ['무릎 가슴으로 당기기', 'Back'],
    ['Knee to elbow', 'Core'],
    ['腸腰筋ストレッチ', 'Lower Body'],
    ['Растяжка шеи', 'Neck'],
    ['어깨 돌리기', 'Upper Body'],
  ])('"%s" works the %s', (name, region) => {
    expect(regionOf(name)).toBe(region);
  });

  it.each([
    ['Rotació de genolls', 'Lower Body'],
    ['Rul med skuldrene', 'Upper Body'],
    ['Nakke strekk', 'Neck'],
    ['הרמת רגל ישרה', 'Lower Body'],
    ['سحب الركبة للصدر', 'Lower Body'],
    ['Pag-unat ng likod', 'Back'],
    ['Kunyoosha shingo', 'Neck'],
    ['کشش جانبی گردن', 'Neck'],
  ])('reads the body words of the round-4 languages: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
  });

  it.each([
    // English physio words and the lexicon's languages
    ['Pec doorway hold', 'Upper Body'],
    ['Calf raises off a step', 'Lower Body'],
    ['Plantar fascia roll', 'Lower Body'],
    ['Lat stretch on the ball', 'Back'],
    ['Estiramiento de isquiotibiales', 'Lower Body'],
    ['Movilidad de escápulas', 'Upper Body'],
    ['Alongamento de panturrilha', 'Lower Body'],
    ['Mobilidade de tornozelo', 'Lower Body'],
    ['Rotação de quadril', 'Lower Body'],
    ['Allungamento polpacci', 'Lower Body'],
    ['Mobilità della caviglia', 'Lower Body'],
    ['Stretching schiena', 'Back'],
    ['Étirement des ischios', 'Lower Body'],
    ['Ouverture de poitrine', 'Upper Body'],
    ['Kuitstretch tegen de muur', 'Lower Body'],
    ['Heupopener', 'Lower Body'],
    ['Heup draaien', 'Lower Body'],
    ['Rozciąganie łydki', 'Lower Body'],
    ['Mobilizacja kręgosłupa', 'Back'],
    ['Otwarcie klatki piersiowej', 'Upper Body'],
    ['Mobilizacja odcinka piersiowego', 'Back'],
    ['Wzmacnianie pośladków', 'Lower Body'],
    // Russian and Ukrainian case forms
    ['Сведение лопаток', 'Upper Body'],
    ['Растяжка поясницы', 'Back'],
    ['Разгибание колена', 'Lower Body'],
    ['Мобилизация голеностопа', 'Lower Body'],
    ['Розтяжка литок', 'Lower Body'],
    // Turkish, Romanian, Greek, Hungarian, Finnish, Swedish, Malay/Indonesian
    ['Ayak bileği çevirme', 'Lower Body'],
    ['Kürek kemiği sıkıştırma', 'Upper Body'],
    ['Göğüs açma', 'Upper Body'],
    ['Întinderea gleznei', 'Lower Body'],
    ['Rotația coloanei', 'Back'],
    ['Διάταση γάμπας', 'Lower Body'],
    ['Boka körzés', 'Lower Body'],
    ['Mellkas nyitás', 'Upper Body'],
    ['Pohkeiden venytys', null],
    ['Pohje venytys', 'Lower Body'],
    ['Nilkan pyöritys', 'Lower Body'],
    ['Fotledscirklar', null],
    ['Fotled cirklar', 'Lower Body'],
    ['Regangan betis', 'Lower Body'],
    ['Buka dada', 'Upper Body'],
    // Korean: particles and compounds glued to the word; one-syllable words only alone or before a particle
    ['무릎을 펴기', 'Lower Body'],
    ['발목 돌리기', 'Lower Body'],
    ['종아리스트레칭', 'Lower Body'],
    ['가슴 열기', 'Upper Body'],
    ['등을 펴기', 'Back'],
    ['골반 기울이기', 'Back'],
    ['목표 달성', null],
  ])('reads the body words of more languages: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
  });

  it.each([
    ['Istezanje lista uz zid', 'Lower Body'],
    ['Kruženje gležnja', 'Lower Body'],
    ['Istezanje leđa', 'Back'],
    ['Istezanje zapešća', 'Upper Body'],
    ['Разтягане на прасеца', 'Lower Body'],
    ['Кръгове с глезена', 'Lower Body'],
    ['Разтягане на гърба', 'Back'],
    ['Rozťahovanie lýtka', 'Lower Body'],
    ['Raztezanje hrbta', 'Back'],
    ['Strekk for leggen', 'Lower Body'],
    ['Estirament de turmell', 'Lower Body'],
    ['膝伸展', 'Lower Body'],
    ['股関節ストレッチ', 'Lower Body'],
    ['胸椎回旋', 'Back'],
    ['肩甲骨はがし', 'Upper Body'],
    ['颈部拉伸', 'Neck'],
    ['小腿拉伸', 'Lower Body'],
    ['ยืดกล้ามเนื้อน่อง', 'Lower Body'],
    ['หมุนไหล่', 'Upper Body'],
  ])('reads the body words of the languages read for tags only: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
    expect(regionOf(words, false)).toBeNull();
  });

  it.each([
    ['Floor bridge', 'Lower Body'],
    ['Pelvic bridge with march', 'Lower Body'],
    ['Bridge with pelvic tilt', 'Lower Body'],
    ['Quadruped hip extension', 'Lower Body'],
    ['Pelvic tilt', 'Back'],
    ['Pelvic floor bridge', 'Core'],
    ['Quadruped rock back', 'Back'],
    ['Back squat', 'Lower Body'],
    ['Back lunges', 'Lower Body'],
    ['Bridge on your back', 'Lower Body'],
    ['Back extension', 'Back'],
    ['Back and hip stretch', 'Back'],
    ['Pelvic curl', 'Back'],
    ['Quadruped arm lift', 'Back'],
  ])('a position word does not take a lower-body name to the trunk: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
  });

  it('keeps the round-4 body words for tags: they do not make a chapter exercise-like', () => {
    expect(regionOf('Knæ og trapper')).toBe('Lower Body');
    expect(regionOf('Knæ og trapper', false)).toBeNull();
    expect(regionOf('Knee and stairs', false)).toBe('Lower Body');
  });

  it.each([
    ['አንገትን ወደ ግራና ቀኝ ማዞር', 'Neck'],
    ["Ko'krakni eshik oralig'ida cho'zish", 'Upper Body'],
    ['ოთხთავა კუნთის დაძაბვა მუხლის ქვეშ', 'Lower Body'],
    ['Carioca', 'Lower Body'],
    ['Strides', 'Lower Body'],
  ])('reads the body words of the round-7 languages and running drills for tags: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
  });

  it.each([
    ['Knee rocks side to side', 'Back'],
    ['Knee rolls', 'Back'],
    ['Seated knee rocks', 'Lower Body'],
    ['Glúin go cliabh', 'Back'],
    ['Dead hang', 'Upper Body'],
  ])('reads knees rolled to the side as the trunk, and a hang as the arms: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
  });
});
