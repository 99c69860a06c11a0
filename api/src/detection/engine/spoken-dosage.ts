/**
 * Dosage said aloud inside a caption segment ("two sets of fifteen", "eight each side", "hold for thirty
 * seconds"). Number words become digits, then the written rules (dosage.ts) read the speech; the first statement
 * of each field wins. A side is kept only as "each": "start with your left leg" names a side, not a dosage.
 */
import { Dosage, findDosage } from './dosage';
import { plainDigits } from './normalize';
import { FOREIGN_UNIT_WORDS } from './unit-words';

const UNITS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  // German, Spanish, French (no words that are also articles: "ein", "uno", "un")
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  fünfzehn: 15,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quinze: 15,
  // Italian, Portuguese, Dutch, Danish/Norwegian and Turkish; not the words that are also English or another
  // language's everyday words ("to", "fire", "on", "ni").
  tre: 3,
  quattro: 4,
  undici: 11,
  tredici: 13,
  quattordici: 14,
  sedici: 16,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  trece: 13,
  catorce: 14,
  cinque: 5,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  dodici: 12,
  quindici: 15,
  dois: 2,
  duas: 2,
  três: 3,
  sete: 7,
  oito: 8,
  dez: 10,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  vijftien: 15,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ti: 10,
  tolv: 12,
  femten: 15,
  iki: 2,
  üç: 3,
  dört: 4,
  beş: 5,
  altı: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
  // Slovak and Czech
  dva: 2,
  tri: 3,
  tři: 3,
  štyri: 4,
  čtyři: 4,
  päť: 5,
  pět: 5,
  šesť: 6,
  šest: 6,
  sedem: 7,
  sedm: 7,
  osem: 8,
  osm: 8,
  deväť: 9,
  devět: 9,
  desať: 10,
  deset: 10,
  dvanásť: 12,
  dvanáct: 12,
  pätnásť: 15,
  patnáct: 15,
  // Polish ("dwa"/"dwie", not "raz", which is also "once")
  dwa: 2,
  dwie: 2,
  trzy: 3,
  cztery: 4,
  pięć: 5,
  sześć: 6,
  siedem: 7,
  osiem: 8,
  dziewięć: 9,
  dziesięć: 10,
  dwanaście: 12,
  piętnaście: 15,
  // Greek, with and without the accent speakers may leave out
  δύο: 2,
  τρία: 3,
  τρεις: 3,
  τέσσερα: 4,
  τέσσερις: 4,
  πέντε: 5,
  έξι: 6,
  επτά: 7,
  εφτά: 7,
  οκτώ: 8,
  οχτώ: 8,
  εννέα: 9,
  εννιά: 9,
  δέκα: 10,
  δώδεκα: 12,
  δεκαπέντε: 15,
  // Russian and Ukrainian
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  чотири: 4,
  пять: 5,
  шесть: 6,
  шість: 6,
  семь: 7,
  сім: 7,
  восемь: 8,
  вісім: 8,
  девять: 9,
  десять: 10,
  двенадцать: 12,
  дванадцять: 12,
  пятнадцать: 15,
  // Indonesian and Malay ("sepuluh kali"), Romanian ("de zece ori"), Hungarian ("tíz", "tizenöt")
  tiga: 3,
  empat: 4,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  lapan: 8,
  sembilan: 9,
  sepuluh: 10,
  trei: 3,
  patru: 4,
  cinci: 5,
  șase: 6,
  șapte: 7,
  opt: 8,
  nouă: 9,
  zece: 10,
  doisprezece: 12,
  cincisprezece: 15,
  három: 3,
  négy: 4,
  nyolc: 8,
  kilenc: 9,
  tíz: 10,
  tizenkét: 12,
  tizenkettő: 12,
  tizenöt: 15,
  // Finnish: the nominative a count is said in ("kymmenen kertaa", "kaksi sarjaa"), the genitive of a duration
  // ("kolmenkymmenen sekunnin ajan") and the short forms of speech ("kaks", "viis", "kuus"; not "kasi", Tagalog
  // "because"). "Yksi" is one only before a minute or a set (ONE).
  kaksi: 2,
  kaks: 2,
  kahden: 2,
  kolme: 3,
  kolmen: 3,
  neljä: 4,
  neljän: 4,
  viisi: 5,
  viis: 5,
  viiden: 5,
  kuusi: 6,
  kuus: 6,
  kuuden: 6,
  seitsemän: 7,
  seittemän: 7,
  kahdeksan: 8,
  yhdeksän: 9,
  kymmenen: 10,
  yksitoista: 11,
  kaksitoista: 12,
  kakstoista: 12,
  kahdentoista: 12,
  kolmetoista: 13,
  neljätoista: 14,
  viisitoista: 15,
  viistoista: 15,
  viidentoista: 15,
  kuusitoista: 16,
  seitsemäntoista: 17,
  kahdeksantoista: 18,
  yhdeksäntoista: 19,
  // Persian, with the spoken "شیش", "پونزده" ("نه", nine, is also "no": BEFORE_UNIT; "یک" is ONE).
  دو: 2,
  سه: 3,
  چهار: 4,
  پنج: 5,
  شش: 6,
  شیش: 6,
  هفت: 7,
  هشت: 8,
  ده: 10,
  یازده: 11,
  دوازده: 12,
  سیزده: 13,
  چهارده: 14,
  پانزده: 15,
  پونزده: 15,
  شانزده: 16,
  شونزده: 16,
  هفده: 17,
  هیفده: 17,
  هجده: 18,
  هیجده: 18,
  نوزده: 19,
  // Hebrew, feminine ("עשר פעמים", "שלוש סדרות") and masculine ("שלושה סטים"), the teens in two words ("חמש עשרה");
  // "one" follows its noun ("דקה אחת", ONE_AFTER) and "שתי"/"שני" are read before a unit only.
  שתיים: 2,
  שניים: 2,
  שלוש: 3,
  שלושה: 3,
  ארבע: 4,
  ארבעה: 4,
  חמש: 5,
  חמישה: 5,
  שש: 6,
  שישה: 6,
  שבע: 7,
  שבעה: 7,
  שמונה: 8,
  תשע: 9,
  תשעה: 9,
  עשר: 10,
  עשרה: 10,
  'אחת עשרה': 11,
  'אחד עשר': 11,
  'שתים עשרה': 12,
  'שתיים עשרה': 12,
  'שנים עשר': 12,
  'שניים עשר': 12,
  'שלוש עשרה': 13,
  'שלושה עשר': 13,
  'ארבע עשרה': 14,
  'ארבעה עשר': 14,
  'חמש עשרה': 15,
  'חמישה עשר': 15,
  'שש עשרה': 16,
  'שישה עשר': 16,
  'שבע עשרה': 17,
  'שבעה עשר': 17,
  'שמונה עשרה': 18,
  'שמונה עשר': 18,
  'תשע עשרה': 19,
  'תשעה עשר': 19,
  // Marathi, whose numbers to a hundred are words of their own ("पंचवीस" 25, "पंचेचाळीस" 45); "चार", "तीन", "सात",
  // "आठ" are Hindi's too. Not "तेरा" (13), Hindi "your" (BEFORE_UNIT), nor "एक" (ONE).
  दोन: 2,
  तीन: 3,
  चार: 4,
  पाच: 5,
  सहा: 6,
  सात: 7,
  आठ: 8,
  नऊ: 9,
  दहा: 10,
  अकरा: 11,
  बारा: 12,
  चौदा: 14,
  पंधरा: 15,
  सोळा: 16,
  सतरा: 17,
  अठरा: 18,
  एकोणीस: 19,
  पंचवीस: 25,
  पस्तीस: 35,
  पंचेचाळीस: 45,
  // Cebuano; Tagalog with its linker glued on ("sampung beses", "dalawang set"; "apat na" keeps its "na", read by
  // the units); the Spanish numbers both say ("kinse segundos"). Not "usa", "isa" (ONE), "lima", "pito", "sais"
  // (BEFORE_UNIT: the country, the city, a whistle, French "sais"), nor "dose", English "dose".
  duha: 2,
  tulo: 3,
  upat: 4,
  unom: 6,
  walo: 8,
  siyam: 9,
  dalawa: 2,
  dalawang: 2,
  tatlo: 3,
  tatlong: 3,
  apat: 4,
  limang: 5,
  anim: 6,
  pitong: 7,
  walong: 8,
  sampu: 10,
  sampung: 10,
  'labing-isa': 11,
  'labing-isang': 11,
  labindalawa: 12,
  labindalawang: 12,
  labintatlo: 13,
  labintatlong: 13,
  'labing-apat': 14,
  labinlima: 15,
  labinlimang: 15,
  'labing-anim': 16,
  labimpito: 17,
  labimpitong: 17,
  labingwalo: 18,
  labingwalong: 18,
  labinsiyam: 19,
  singko: 5,
  siyete: 7,
  otso: 8,
  nuwebe: 9,
  diyes: 10,
  onse: 11,
  trese: 13,
  katorse: 14,
  kinse: 15,
  // Vietnamese ("hai", two, is also Italian "you have", "ba", three, "father" and Tagalog's question word, "năm", five,
  // "year": BEFORE_UNIT; "mười" is with the tens, for "mười hai", 12).
  bốn: 4,
  sáu: 6,
  bảy: 7,
  bẩy: 7,
  tám: 8,
  chín: 9,
  // Korean native numbers as counted aloud ("하나, 둘, 셋"); with a counter they are read by KOREAN_COUNT.
  둘: 2,
  셋: 3,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
  // Swahili, the teens with "na" ("kumi na tano", 15); not "moja" (one) nor "sita" (six; Italian "visit").
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  ...Object.fromEntries(
    ['moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'].map((w, i) => [`kumi na ${w}`, 11 + i]),
  ),
  ishirini: 20,
  thelathini: 30,
  arobaini: 40,
  hamsini: 50,
  sitini: 60,
  // Somali ("toban jeer", "soddon ilbiriqsi"; "hal", one, is read before a minute only: "hal daqiiqo").
  laba: 2,
  saddex: 3,
  afar: 4,
  shan: 5,
  lix: 6,
  toddoba: 7,
  siddeed: 8,
  sagaal: 9,
  toban: 10,
  labaatan: 20,
  soddon: 30,
  afartan: 40,
  konton: 50,
  lixdan: 60,
  // Arabic, standard and Egyptian as spoken ("عشر مرات", "تلاتين ثانية", "تلات مجموعات").
  اثنين: 2,
  اتنين: 2,
  ثلاثة: 3,
  ثلاث: 3,
  تلاتة: 3,
  تلات: 3,
  أربعة: 4,
  اربعة: 4,
  أربع: 4,
  اربع: 4,
  خمسة: 5,
  خمس: 5,
  سبعة: 7,
  ثمانية: 8,
  تمانية: 8,
  تسعة: 9,
  عشرة: 10,
  عشر: 10,
  اتناشر: 12,
  خمستاشر: 15,
  عشرين: 20,
  عشرون: 20,
  ثلاثين: 30,
  تلاتين: 30,
  أربعين: 40,
  اربعين: 40,
  ستين: 60,
  // Amharic ("አስር ጊዜ", "አምስት ሰከንድ", "ሁለት ዙር"; "አንድ", one, is also "a"), with the teens in two words ("አስራ ሁለት").
  ሁለት: 2,
  ሶስት: 3,
  ሦስት: 3,
  አራት: 4,
  አምስት: 5,
  ስድስት: 6,
  ሰባት: 7,
  ስምንት: 8,
  ዘጠኝ: 9,
  አስር: 10,
  አሥር: 10,
  'አስራ ሁለት': 12,
  'አሥራ ሁለት': 12,
  'አስራ አምስት': 15,
  'አሥራ አምስት': 15,
  ሃያ: 20,
  ሀያ: 20,
  ሰላሳ: 30,
  ሠላሳ: 30,
  // Nepali (and Hindi's "दस", "नौ", "बीस"): "दस पटक", "पाँच सेकेन्ड", "दुई सेट"; not "छ" (six; also "is").
  दुई: 2,
  पाँच: 5,
  पांच: 5,
  नौ: 9,
  दस: 10,
  बाह्र: 12,
  पन्ध्र: 15,
  बीस: 20,
  // Catalan ("deu vegades", "vint segons", "tres sèries de deu"; "set" and "nou", seven and nine, are also English
  // "set" and "new", and "sis", six, English slang: BEFORE_UNIT), Afrikaans ("twaalf keer", "twee stelle van tien").
  dues: 2,
  cinc: 5,
  vuit: 8,
  deu: 10,
  dotze: 12,
  vint: 20,
  vyf: 5,
  sewe: 7,
  agt: 8,
  nege: 9,
  vyftien: 15,
  // Bengali ("দশ সেকেন্ড", "তিন সেট", "দশবার" with its "times" glued on) and Urdu ("پانچ سیکنڈ", "دس بار", "دو سیٹ").
  দুই: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
  আট: 8,
  দশ: 10,
  বারো: 12,
  পনেরো: 15,
  বিশ: 20,
  কুড়ি: 20,
  তিরিশ: 30,
  تین: 3,
  چار: 4,
  پانچ: 5,
  آٹھ: 8,
  دس: 10,
  بارہ: 12,
  پندرہ: 15,
  بیس: 20,
  تیس: 30,
  // Welsh ("deg gwaith", "dwy set o wyth", "ugain eiliad"; "pump", five, is English "pump": BEFORE_UNIT), Icelandic
  // ("tíu sinnum", "þrjú sett af tíu"; "sex" before a unit only), Kazakh ("он рет", "бес секунд"; "он", ten, is
  // Russian "he": BEFORE_UNIT) and Basque ("bost aldiz", "hogei segundoz"; "bi" and "sei" before a unit only).
  dau: 2,
  dwy: 2,
  tair: 3,
  pedwar: 4,
  pedair: 4,
  chwech: 6,
  saith: 7,
  wyth: 8,
  naw: 9,
  deg: 10,
  deuddeg: 12,
  pymtheg: 15,
  ugain: 20,
  tveir: 2,
  tvær: 2,
  tvö: 2,
  þrír: 3,
  þrjár: 3,
  þrjú: 3,
  fjórir: 4,
  fjórar: 4,
  fjögur: 4,
  fimm: 5,
  sjö: 7,
  átta: 8,
  níu: 9,
  tíu: 10,
  tólf: 12,
  fimmtán: 15,
  tuttugu: 20,
  þrjátíu: 30,
  екі: 2,
  үш: 3,
  төрт: 4,
  бес: 5,
  алты: 6,
  жеті: 7,
  сегіз: 8,
  тоғыз: 9,
  'он екі': 12,
  'он бес': 15,
  жиырма: 20,
  отыз: 30,
  hiru: 3,
  lau: 4,
  bost: 5,
  zazpi: 7,
  zortzi: 8,
  bederatzi: 9,
  hamar: 10,
  hamabi: 12,
  hamabost: 15,
  hogei: 20,
  // Latvian ("desmit reizes", "piecas sekundes"), Armenian ("տասը անգամ", "քսան վայրկյան"), Georgian ("ოცი წამი", and
  // the stems "times" is glued to: "ათჯერ", ten times), Mongolian ("арван удаа", "гучин секунд") and Maltese ("għaxar
  // darbiet", "tnax-il darba", with the "-il" before its noun).
  divi: 2,
  divas: 2,
  četri: 4,
  četras: 4,
  pieci: 5,
  piecas: 5,
  seši: 6,
  sešas: 6,
  septiņi: 7,
  astoņi: 8,
  astoņas: 8,
  deviņi: 9,
  desmit: 10,
  divpadsmit: 12,
  piecpadsmit: 15,
  divdesmit: 20,
  trīsdesmit: 30,
  երկու: 2,
  երեք: 3,
  չորս: 4,
  հինգ: 5,
  վեց: 6,
  յոթ: 7,
  ութ: 8,
  ինը: 9,
  տասը: 10,
  տաս: 10,
  տասներկու: 12,
  տասնհինգ: 15,
  քսան: 20,
  երեսուն: 30,
  ორი: 2,
  ორ: 2,
  სამი: 3,
  სამ: 3,
  ოთხი: 4,
  ოთხ: 4,
  ხუთი: 5,
  ხუთ: 5,
  ექვსი: 6,
  ექვს: 6,
  შვიდი: 7,
  შვიდ: 7,
  რვა: 8,
  ცხრა: 9,
  ათი: 10,
  ათ: 10,
  თორმეტი: 12,
  თორმეტ: 12,
  თხუთმეტი: 15,
  თხუთმეტ: 15,
  ოცი: 20,
  ოც: 20,
  ოცდაათი: 30,
  хоёр: 2,
  гурав: 3,
  гурван: 3,
  дөрөв: 4,
  дөрвөн: 4,
  тав: 5,
  таван: 5,
  зургаа: 6,
  долоо: 7,
  найм: 8,
  найман: 8,
  арав: 10,
  арван: 10,
  'арван хоёр': 12,
  'арван тав': 15,
  хорь: 20,
  хорин: 20,
  гуч: 30,
  гучин: 30,
  tnejn: 2,
  żewġ: 2,
  tlieta: 3,
  tliet: 3,
  erbgħa: 4,
  ħamsa: 5,
  ħames: 5,
  sitta: 6,
  sitt: 6,
  sebgħa: 7,
  tmienja: 8,
  tmien: 8,
  disgħa: 9,
  għaxra: 10,
  għaxar: 10,
  tnax: 12,
  ħmistax: 15,
  għoxrin: 20,
  tletin: 30,
  // Tatar ("ун тапкыр", "егерме секунд"; "ун", ten, before a unit only), Yiddish ("צען מאָל", "צוויי סעטס פֿון צוועלף")
  // and Tok Pisin ("tupela sekon", "twenti sekon"; "et", eight, is French "and": before a unit only).
  ике: 2,
  өч: 3,
  дүрт: 4,
  биш: 5,
  җиде: 7,
  сигез: 8,
  тугыз: 9,
  унике: 12,
  унбиш: 15,
  егерме: 20,
  утыз: 30,
  צוויי: 2,
  דריי: 3,
  פֿינף: 5,
  פינף: 5,
  זעקס: 6,
  אַכט: 8,
  צען: 10,
  צוועלף: 12,
  צוואַנציק: 20,
  tupela: 2,
  tripela: 3,
  fopela: 4,
  faivpela: 5,
  etpela: 8,
  tenpela: 10,
  twenti: 20,
  // Venetian ("diese volte", "vinti secondi"), Neapolitan ("dudece vote"), Friulian ("dîs voltis", "cuindis voltis"),
  // Aragonese ("quinze vegadas"), Silesian and Kashubian ("trzidziści sekund", "dwanôsce razy"), Sundanese ("sapuluh
  // kali", "dalapan kali"), Limburgish ("twie series van vieftien"), Bislama ("twelef taem", "twenti seken") and
  // Ilocano ("sangapulo", "tallopulo a segundo").
  quatro: 4,
  sinque: 5,
  oto: 8,
  diese: 10,
  dodese: 12,
  quindese: 15,
  vinti: 20,
  quatto: 4,
  cinche: 5,
  dudece: 12,
  quinnece: 15,
  trê: 3,
  cuatri: 4,
  dîs: 10,
  dodis: 12,
  cuindis: 15,
  vincj: 20,
  trente: 30,
  trzi: 3,
  sztyry: 4,
  piyńć: 5,
  dziesiyńć: 10,
  dwanoście: 12,
  piytnoście: 15,
  dwadziścia: 20,
  trzidziści: 30,
  trzë: 3,
  sztërë: 4,
  pięc: 5,
  dzesãc: 10,
  dwanôsce: 12,
  piãtnôsce: 15,
  dwadzesca: 20,
  trzëdzesca: 30,
  tilu: 3,
  opat: 4,
  genep: 6,
  dalapan: 8,
  salapan: 9,
  sapuluh: 10,
  twie: 2,
  twelf: 12,
  vief: 5,
  vieftien: 15,
  twelef: 12,
  fiftin: 15,
  teti: 30,
  sangapulo: 10,
  duapulo: 20,
  tallopulo: 30,
  // Sicilian ("deci voti", "dui serii di dudici"), Bavarian ("zwoa Sätz zu acht", "dreißg Sekundn"), Low German
  // ("teihn Maal", "dörtig Sekunnen"), Setswana ("makgetlo a le lesome"), Afaan Oromo ("yeroo kudhan"), Gĩkũyũ ("maita
  // ikũmi"), Sranan Tongo ("tin tron", "tutenti sekonde"), Cornish ("deg gweyth") and White Hmong ("kaum zaug").
  cincu: 5,
  deci: 10,
  dudici: 12,
  quinnici: 15,
  zwoa: 2,
  dreißg: 30,
  zwanzg: 20,
  teihn: 10,
  twölf: 12,
  föfftein: 15,
  dörtig: 30,
  lesome: 10,
  'lesome le bobedi': 12,
  'lesome le botlhano': 15,
  'masome a mabedi': 20,
  'masome a mararo': 30,
  kudhan: 10,
  'kudha lama': 12,
  'kudha shan': 15,
  digdama: 20,
  soddoma: 30,
  saddeet: 8,
  ikũmi: 10,
  inyanya: 8,
  'mĩrongo ĩĩrĩ': 20,
  'mĩrongo ĩtatũ': 30,
  tutenti: 20,
  twarfu: 12,
  dertitenti: 30,
  dewdhek: 12,
  pymthek: 15,
  ugens: 20,
  'deg warn ugens': 30,
  kaum: 10,
  'kaum ob': 12,
  'kaum tsib': 15,
  'nees nkaum': 20,
  'peb caug': 30,
  // Kabyle ("mraw n tikkal", "ɛecrin secondes"), Piedmontese ("doe serie da dódes"), Krio ("tati sɛkɔn", "fiftin
  // tɛm"), Sindhi ("ڏهه ڀيرا"), Chamorro ("dies biåhi", "bente segundo"), Sakha ("уон төгүл", "отут сөкүүндэ") and
  // Bambara, which says its unit first ("siɲɛ tan", "segɔndi bisaba").
  xemsa: 5,
  tmanya: 8,
  mraw: 10,
  ɛecrin: 20,
  dódes: 12,
  tati: 30,
  ڏهه: 10,
  ويهه: 20,
  ٻارنهن: 12,
  پندرنهن: 15,
  ٽيهه: 30,
  dies: 10,
  dosse: 12,
  bente: 20,
  уон: 10,
  'уон биэс': 15,
  'уон икки': 12,
  сүүрбэ: 20,
  отут: 30,
  биэс: 5,
  үс: 3,
  tan: 10,
  'tan ni duuru': 15,
  'tan ni fila': 12,
  fila: 2,
  duuru: 5,
  segin: 8,
  bisaba: 30,
  mugan: 20,
  // Aymara ("tunka kuti", "kimsa tunka segundo"), Dholuo, which says its unit first ("nyadi apar", "sekond piero
  // adek"), Ewe likewise ("zi ewo", "sekend blaeve"), Lombard ("des vòlt", "dò serie de dodes"), Mauritian Creole
  // ("douz fwa", "trant segonn"), Cape Verdean Creole ("dés bês", "dós séri di duzi") and Saraiki ("ݙاہ واری").
  tunka: 10,
  'tunka phisqani': 15,
  'tunka payani': 12,
  'paya tunka': 20,
  'kimsa tunka': 30,
  phisqa: 5,
  kimsaqallqu: 8,
  paya: 2,
  kimsa: 3,
  apar: 10,
  'apar gabich': 15,
  'apar gariyo': 12,
  'piero ariyo': 20,
  'piero adek': 30,
  ariyo: 2,
  adek: 3,
  abich: 5,
  aboro: 8,
  atɔ̃: 5,
  ewo: 10,
  wuieve: 12,
  wuiatɔ̃: 15,
  blaeve: 20,
  blaetɔ̃: 30,
  enyi: 8,
  etɔ̃: 3,
  cinch: 5,
  dodes: 12,
  quindes: 15,
  douz: 12,
  kenz: 15,
  trant: 30,
  trwa: 3,
  dós: 2,
  trés: 3,
  dés: 10,
  duzi: 12,
  kinzi: 15,
  sinku: 5,
  ݙو: 2,
  ݙاہ: 10,
  ٻارھاں: 12,
  پندرھاں: 15,
  ویہہ: 20,
  تریہہ: 30,
  // Walloon ("trinte segondes", "dîs fèyes", "deûs sèreyes di doze"; "dîs" and "doze" are with Friulian and
  // Portuguese).
  trinte: 30,
  deûs: 2,
  cénk: 5,
  // Kirundi, which says its unit first ("incuro cumi", "amasegonda mirongo itatu"), Mapudungun ("küla mari segundo",
  // "mari trekan") and Huasteca Nahuatl ("makuilli segundo", "sempoali segundo", "majtlaktli uan ome").
  atanu: 5,
  cumi: 10,
  "cumi n'eshanu": 15,
  'cumi na kabiri': 12,
  'mirongo itatu': 30,
  'mirongo ibiri': 20,
  zibiri: 2,
  'küla mari': 30,
  'epu mari': 20,
  'mari kechu': 15,
  'mari epu': 12,
  küla: 3,
  makuilli: 5,
  majtlaktli: 10,
  'majtlaktli uan ome': 12,
  kaxtoli: 15,
  sempoali: 20,
  // Manx ("queig sekondyn", "jeih keayrtyn"), Kurmanji ("deh caran", "pênc çirkeyan", "dazdeh caran"), Tahitian
  // ("'ahuru taime", "piti 'ahuru tetoni", "'ahuru ma piti taime"), Alsatian ("fimf Sekunde", "àcht Mol", "drissig
  // Sekunde") and Crimean Tatar ("yigirmi saniye").
  queig: 5,
  jeih: 10,
  pênc: 5,
  deh: 10,
  dazdeh: 12,
  pazdeh: 15,
  bîst: 20,
  ahuru: 10,
  "piti 'ahuru": 20,
  "toru 'ahuru": 30,
  'ahuru ma piti': 12,
  fimf: 5,
  àcht: 8,
  drissig: 30,
  yigirmi: 20,
  // Karakalpak ("on ret", "jigirma ret"), Võro ("kümme kõrda", "kolmkümmend sekondit"), Ligurian ("dexe vòtte",
  // "doe serie de dozze"), Ossetian ("дæс хатты", "æртын секунды") and Bikol ("sampulong beses", "kagduwang beses").
  jigirma: 20,
  kümme: 10,
  katõsa: 8,
  kolmkümmend: 30,
  dexe: 10,
  çinque: 5,
  chinze: 15,
  dozze: 12,
  træ: 3,
  æртын: 30,
  фондз: 5,
  дæс: 10,
  дыууæ: 2,
  дыууадæс: 12,
  ссæдз: 20,
  фынддæс: 15,
  sampulong: 10,
  duwang: 2,
  kagduwang: 12,
  kaglimang: 15,
  tulumpulong: 30,
  // Kapampangan ("apulung besis", "labing adwang besis"), Aromanian ("dzatsi ori", "treidzãts di secunde"), Udmurt
  // ("дас пол", "куамын секунд", "дас вить пол") and Pular, which says its unit first ("laabi sappo", "segond jowi").
  apulung: 10,
  'labing adwang': 12,
  'labing limang': 15,
  adwang: 2,
  dzatsi: 10,
  tsintsi: 5,
  treidzãts: 30,
  ghingits: 20,
  куамын: 30,
  дас: 10,
  'дас вить': 15,
  вить: 5,
  jowi: 5,
  sappo: 10,
  ɗiɗi: 2,
  jeetati: 8,
  noogaas: 20,
  'cappanɗe tati': 30,
  // "A dozen each side".
  'a dozen': 12,
  // Zazaki ("des rey", "pancês rey", "vîst rey", "panc saniyeyan"; its "diyes", twelve, is read as Cebuano's ten),
  // K'iche' counting to three in its own words and on in Spanish ("keb' serie, doce mul"), Bemba ("imiku ikumi", "ama second yasano", "ama second amakumi
  // yabili", "imiku cine konse konse"), Khasi ("shiphew sien", "khatar sien", "laiphew second"), Kikongo ("mbala kumi
  // na zole", "sekonde makumi tatu") and Niuean ("tolugofulu e sekone", "hogofulu ma lima").
  panc: 5,
  pancês: 15,
  vîst: 20,
  hîris: 30,
  "keb'": 2,
  ikumi: 10,
  yasano: 5,
  yabili: 2,
  yatatu: 3,
  'amakumi yabili': 20,
  'amakumi yatatu': 30,
  'cine konse konse': 8,
  shiphew: 10,
  khatar: 12,
  khatsan: 15,
  arphew: 20,
  laiphew: 30,
  'kumi na zole': 12,
  'kumi na tanu': 15,
  'makumi zole': 20,
  'makumi tatu': 30,
  zole: 2,
  hogofulu: 10,
  'hogofulu ma lima': 15,
  uagofulu: 20,
  tolugofulu: 30,
  valu: 8,
  // Pangasinan, its linker glued ("duamplon beses", "duaran set, labinliman beses", "talumplon segundo"), Mizo ("vawi
  // sawm", "vawi riat"), Erzya ("Кемень раз", "кемкавтово раз", "Комсь раз") and Tuvan ("Үжен секунда", "он ийи катап").
  samplo: 10,
  samplon: 10,
  labinliman: 15,
  duamplo: 20,
  duamplon: 20,
  talumplo: 30,
  talumplon: 30,
  duaran: 2,
  sawm: 10,
  sawmhnih: 20,
  sawmthum: 30,
  riat: 8,
  кемень: 10,
  кемкавтово: 12,
  кеветее: 15,
  комсь: 20,
  кавто: 2,
  вете: 5,
  үжен: 30,
  чээрби: 20,
  'он ийи': 12,
  ийи: 2,
  беш: 5,
  // Navajo ("Neeznáá", "naakitsʼáadah", "Tádiin seconds"), Komi ("дас пӧв", "дас кык пӧв", "кызь секунд"), Rarotongan
  // ("ta'i nga'uru ma rima taime", "toru nga'uru tekona"), Balinese ("ping dasa"), Greenlandic ("Qulit",
  // "Aqqaneq-marluk"), Karelian ("viiztoista kertua", "kakšikymmendä kertua") and Sango ("fani balë-ôko na ukü").
  neeznáá: 10,
  naakitsʼáadah: 12,
  ashdlaʼáadah: 15,
  naadiin: 20,
  tádiin: 30,
  'дас кык': 12,
  'дас вит': 15,
  кызь: 20,
  комын: 30,
  "ta'i nga'uru": 10,
  "ta'i nga'uru ma rima": 15,
  "rua nga'uru": 20,
  "toru nga'uru": 30,
  dasa: 10,
  qulit: 10,
  'aqqaneq-marluk': 12,
  viizi: 5,
  kakši: 2,
  kakšitoista: 12,
  viiztoista: 15,
  kakšikymmendä: 20,
  kolmekymmendä: 30,
  'balë-ôko': 10,
  'balë-ôko na ukü': 15,
  'balë-ûse': 20,
  'balë-otâ': 30,
  ûse: 2,
  // Mirandese ("dieç bezes").
  dieç: 10,
  // Lakota ("wikčémna times", "akézaptaŋ", "wikčémna yámni seconds") and Ojibwe ("midaaswi-ashi-naanan each side",
  // "niizhtana each leg", "nisimidana seconds"), their numbers said among English units.
  wikčémna: 10,
  'wikčémna núŋpa': 20,
  'wikčémna yámni': 30,
  akézaptaŋ: 15,
  záptaŋ: 5,
  núŋpa: 2,
  midaaswi: 10,
  'midaaswi-ashi-naanan': 15,
  'midaaswi-ashi-niizh': 12,
  niizhtana: 20,
  nisimidana: 30,
  niizh: 2,
  naanan: 5,
  // Gilbertese ("tebwina times", "tebwi ma nimaua"), Maa in Swahili ("mara tomon o imiet", "sekunde tomoni uni") and
  // Tuvaluan ("tolu sefulu sekone", "sefulu taimi").
  tebwina: 10,
  'tebwi ma nimaua': 15,
  uabwi: 20,
  tenibwi: 30,
  nimaua: 5,
  uoua: 2,
  tomon: 10,
  'tomon o imiet': 15,
  tikitam: 20,
  'tomoni uni': 30,
  imiet: 5,
  sefulu: 10,
  'sefulu lima': 15,
  'lua sefulu': 20,
  'tolu sefulu': 30,
  // Cherokee ("tsoi seconds", "Sgohi, ten", "Talisgohi seconds") and Marshallese ("Jilñoul seconds", "joñoul ļalem").
  sgohi: 10,
  talidu: 12,
  hisgadu: 15,
  talisgohi: 20,
  tsoisgohi: 30,
  jilñoul: 30,
  joñoul: 10,
  'joñoul ļalem': 15,
  roñoul: 20,
  // Kalmyk ("Арвн раз", "арвн тавн раз", "Һучн секунд") and Chechen ("Итт", "Пхийтта", "Ткъе итт секунд").
  арвн: 10,
  'арвн тавн': 15,
  хөрн: 20,
  һучн: 30,
  тавн: 5,
  хойр: 2,
  итт: 10,
  пхийтта: 15,
  ткъа: 20,
  'ткъе итт': 30,
  бархӀ: 8,
  шиъ: 2,
  // Latgalian ("pīcpadsmit reizis", "div sērejis pa dasmit"), Abkhaz ("жәаба раз", "ҩажәеи жәаба секунд"), Tausug
  // ("katluan segundo", "hangpu' taglima"), Choctaw ("pokoli tuchina seconds", "auahtahlapi"), Buryat ("Арба дахин",
  // "арбан хоёр"), Karachay-Balkar ("Джыйырма секунд", "он эки кере"), Madurese ("sapolo kalè", "tello polo detik")
  // and Mohawk ("Oié:ri times", "Áhsen niwáhsen seconds").
  pīcpadsmit: 15,
  dasmit: 10,
  treisdesmit: 30,
  хәба: 5,
  жәаба: 10,
  жәеҩа: 12,
  жәыху: 15,
  'ҩажәеи жәаба': 30,
  ҩба: 2,
  katluan: 30,
  kawhaan: 20,
  "hangpu' taglima": 15,
  "hangpu' tagduwa": 12,
  "hangpu'": 10,
  pokoli: 10,
  'pokoli tuchina': 30,
  'pokoli tuklo': 20,
  untuchina: 8,
  auahtahlapi: 15,
  табан: 5,
  арба: 10,
  арбан: 10,
  'арбан таба': 15,
  'арбан хоёр': 12,
  гушан: 30,
  джыйырма: 20,
  'он эки': 12,
  отуз: 30,
  sapolo: 10,
  "ballu'": 8,
  'tello polo': 30,
  dhupolo: 20,
  'oié:ri': 10,
  'tékeni iawén:re': 12,
  tewáhsen: 20,
  'áhsen niwáhsen': 30,
  wisk: 5,
  // Maithili ("दू सेट, बारह-बारह बेर").
  दू: 2,
  बारह: 12,
  पन्द्रह: 15,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  zwanzig: 20,
  dreißig: 30,
  veinte: 20,
  treinta: 30,
  vingt: 20,
  trente: 30,
  venti: 20,
  trenta: 30,
  vinte: 20,
  trinta: 30,
  twintig: 20,
  dertig: 30,
  tyve: 20,
  tredive: 30,
  yirmi: 20,
  otuz: 30,
  dvadsať: 20,
  dvacet: 20,
  tridsať: 30,
  třicet: 30,
  dwadzieścia: 20,
  trzydzieści: 30,
  είκοσι: 20,
  τριάντα: 30,
  двадцать: 20,
  двадцять: 20,
  тридцать: 30,
  тридцять: 30,
  douăzeci: 20,
  treizeci: 30,
  húsz: 20,
  harminc: 30,
  // Finnish (and the genitive, "kolmenkymmenen sekunnin"), Persian, Hebrew, Marathi, Cebuano (and its "napulo", 10,
  // before the teens: "napulog duha", 12), Tagalog, the Spanish tens both say, Vietnamese (and its "mười", 10,
  // before the teens: "mười lăm", 15).
  kaksikymmentä: 20,
  kakskyt: 20,
  kahdenkymmenen: 20,
  kolmekymmentä: 30,
  kolkyt: 30,
  kolmenkymmenen: 30,
  neljäkymmentä: 40,
  nelkyt: 40,
  neljänkymmenen: 40,
  viisikymmentä: 50,
  viiskyt: 50,
  viidenkymmenen: 50,
  kuusikymmentä: 60,
  kuuskyt: 60,
  kuudenkymmenen: 60,
  بیست: 20,
  سی: 30,
  چهل: 40,
  پنجاه: 50,
  شصت: 60,
  עשרים: 20,
  שלושים: 30,
  ארבעים: 40,
  חמישים: 50,
  שישים: 60,
  वीस: 20,
  तीस: 30,
  चाळीस: 40,
  पन्नास: 50,
  साठ: 60,
  napulo: 10,
  kawhaan: 20,
  katloan: 30,
  'kap-atan': 40,
  kapatan: 40,
  'kalim-an': 50,
  kaliman: 50,
  'kan-uman': 60,
  kanuman: 60,
  dalawampu: 20,
  dalawampung: 20,
  tatlumpu: 30,
  tatlumpung: 30,
  apatnapu: 40,
  apatnapung: 40,
  limampu: 50,
  limampung: 50,
  animnapu: 60,
  animnapung: 60,
  beinte: 20,
  bente: 20,
  traynta: 30,
  kwarenta: 40,
  kuwarenta: 40,
  singkwenta: 50,
  sesenta: 60,
  mười: 10,
  'hai mươi': 20,
  'ba mươi': 30,
  'bốn mươi': 40,
  'năm mươi': 50,
  'sáu mươi': 60,
  // Indonesian, Malay and Sundanese tens ("dua puluh detik", "tilu puluh detik").
  'dua puluh': 20,
  'tiga puluh': 30,
  'tilu puluh': 30,
  'empat puluh': 40,
};
// Number words that are also everyday words of another language (Turkish "on" ten, Italian "due" two, Danish and
// Norwegian "to" two, "fire" four, "ni" nine): read only right before a count word ("on kez", "on iki tekrar", "due
// serie", "to sæt af ti", "ni gange").
const AMBIGUOUS: Record<string, number> = { on: 10, due: 2, to: 2, fire: 4, ni: 9 };
const AMBIGUOUS_NUMBER = new RegExp(
  String.raw`\b(on|due|to|fire|ni)(?:\s+(iki|eki|beş|bes))?(?=\s+(?:ret|kez|kere|kerä|tekrar|saniye|serie|volte|ripetizioni|secondi|s[æe]tt?|gange|ganger|gentagelser|repetisjoner|sekunder)(?![\p{L}]))`,
  'giu',
);
const TURKISH_UNITS: Record<string, number> = { iki: 2, eki: 2, beş: 5, bes: 5 };
// The ones said after a tens word ("twenty-five", "kolmekymmentäviisi", "بیست و پنج", "עשרים וחמש", "kawhaan ug
// lima", "dalawampu't lima", "kwarenta y singko", "hai mươi lăm", "mười hai"), in the forms they take there
// (Vietnamese "mốt", "tư", "lăm"; not "năm", "mười năm" is ten years).
/** Words for one to nine, a group for each ("kaksi", "kaks" and the genitive "kahden" are two). */
const oneToNine = (...groups: string[][]): Record<string, number> =>
  Object.fromEntries(groups.flatMap((words, i) => words.map((w) => [w, i + 1])));
const ONES: Record<string, number> = {
  ...oneToNine(['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine']),
  // Spanish and Portuguese join the ones to the tens with "y" / "e" ("treinta y cinco", "trinta e cinco").
  ...oneToNine(
    ['uno', 'una', 'um', 'uma'],
    ['dos', 'dois', 'duas'],
    ['tres', 'três'],
    ['cuatro', 'quatro'],
    ['cinco'],
    ['seis'],
    ['siete', 'sete'],
    ['ocho', 'oito'],
    ['nueve', 'nove'],
  ),
  ...oneToNine(
    ['yksi', 'yhden'],
    ['kaksi', 'kaks', 'kahden'],
    ['kolme', 'kolmen'],
    ['neljä', 'neljän'],
    ['viisi', 'viis', 'viiden'],
    ['kuusi', 'kuus', 'kuuden'],
    ['seitsemän', 'seittemän'],
    ['kahdeksan'],
    ['yhdeksän'],
  ),
  ...oneToNine(['یک'], ['دو'], ['سه'], ['چهار'], ['پنج'], ['شش', 'شیش'], ['هفت'], ['هشت'], ['نه']),
  ...oneToNine(
    ['אחת', 'אחד'],
    ['שתיים', 'שניים', 'שתים'],
    ['שלוש', 'שלושה'],
    ['ארבע', 'ארבעה'],
    ['חמש', 'חמישה'],
    ['שש', 'שישה'],
    ['שבע', 'שבעה'],
    ['שמונה'],
    ['תשע', 'תשעה'],
  ),
  // Cebuano, Tagalog (with its linker: "dalawampu't limang segundo"), the Spanish ones both say
  ...oneToNine(
    ['usa', 'isa', 'isang', 'uno'],
    ['duha', 'dalawa', 'dalawang', 'dos'],
    ['tulo', 'tatlo', 'tatlong', 'tres'],
    ['upat', 'apat', 'kwatro'],
    ['lima', 'limang', 'singko'],
    ['unom', 'anim', 'sais'],
    ['pito', 'pitong', 'siyete'],
    ['walo', 'walong', 'otso'],
    ['siyam', 'nuwebe'],
  ),
  ...oneToNine(
    ['một', 'mốt'],
    ['hai'],
    ['ba'],
    ['bốn', 'tư'],
    ['lăm', 'nhăm'],
    ['sáu'],
    ['bảy', 'bẩy'],
    ['tám'],
    ['chín'],
  ),
};
// What joins the ones to the tens: a space or hyphen, nothing (Finnish), "and" (Persian "و", Hebrew "ו" glued to the
// ones, Cebuano "ug", Spanish "y", Portuguese "e", Tagalog "'t"), or the "-g" of the Cebuano teens ("napulog duha", "napulo'g duha").
const JOIN = String.raw`(?:\s+(?:y|e|ug)\s+|[\s\u200c]*و[\s\u200c]*|\s+ו|['’]t\s+|['’]?g\s+|[\s-]|)`;

/** The words as one alternation, longest first ("חמש עשרה" before "חמש"), a space matching any run of spaces. */
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`))
    .join('|');
const key = (word: string) => word.toLowerCase().replace(/\s+/g, ' ');

// (Marks too around a word: a Devanagari vowel sign is no letter, and "चार", four, is inside "विचार".)
const numberWords = (keep: (word: string) => boolean) =>
  new RegExp(
    String.raw`(?<![\p{L}\p{M}\d])(?:(${alternation(Object.keys(TENS).filter(keep))})(?:${JOIN}(${alternation(Object.keys(ONES).filter(keep))}))?|(${alternation(Object.keys(UNITS).filter(keep))}))(?![\p{L}\p{M}])`,
    'giu',
  );
const WORDS = numberWords(() => true);
/**
 * The same, with only the words written in ASCII: most transcripts are, and a word with another letter can match
 * none of them, so the shorter alternation finds the same numbers in half the time.
 */
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORDS = numberWords((word) => ASCII.test(word));

// Number words that are also other words, read only right before a unit ("lima ka beses", "năm phút", "نه بار",
// "तेरा वेळा", "שתי סדרות"): Cebuano, Tagalog and Indonesian "lima" (five; the city), "pito" (seven; a whistle),
// Filipino "sais" (six; French "sais"), Persian "نه" (nine; "no"), Vietnamese "hai" (two; Italian "you have"), "ba"
// (three; "father", Tagalog's question word) and "năm" (five; "year"), Marathi "तेरा" (13; Hindi "your"), Hebrew
// "שתי"/"שני" (two before a noun; "שני" is also "second" and Monday), Catalan "sis" and Afrikaans "ses" (six; French
// "ses", his), Welsh "pump" (five), Icelandic "sex" (six), Kazakh "он" (ten; Russian "he"), Basque "bi" and "sei" (two,
// six; Italian "you are"), Tatar "ун" (ten) and Tok Pisin "et" (eight; French "and"), Venetian "do" (two; "do"),
// Bislama "tu" (two; French "you"), Friulian "vot" and "dôs" (eight, two), Sicilian "dui", Sranan "tin" (ten; "tin"),
// Cornish "deg" (ten; Hungarian "deg"), Hmong "ob" and "yim", Oromo "lama" and "shan", Setswana "pedi", Gĩkũyũ "igĩrĩ", Low German "twee".
const BEFORE_UNIT: Record<string, number> = {
  lima: 5,
  pito: 7,
  sais: 6,
  نه: 9,
  hai: 2,
  ba: 3,
  năm: 5,
  तेरा: 13,
  שתי: 2,
  שני: 2,
  sis: 6,
  ses: 6,
  pump: 5,
  sex: 6,
  он: 10,
  bi: 2,
  sei: 6,
  ун: 10,
  et: 8,
  do: 2,
  tu: 2,
  vot: 8,
  dôs: 2,
  dui: 2,
  tin: 10,
  deg: 10,
  ob: 2,
  yim: 8,
  lama: 2,
  shan: 5,
  pedi: 2,
  igĩrĩ: 2,
  twee: 2,
  snat: 2,
  des: 10,
  doe: 2,
  ٻه: 2,
  икки: 2,
  // Lombard "dò" (two; "do"), Mauritian Creole "sink", "dis", "kat", "ven" (five, ten, four, twenty; English "sink",
  // "dis", Indonesian "kat", "ven"), Konkani in Romi "dha", "att", "tis", "don", "panch" (ten, eight, thirty, two, five).
  dò: 2,
  sink: 5,
  dis: 10,
  kat: 4,
  ven: 20,
  dha: 10,
  att: 8,
  tis: 30,
  don: 2,
  panch: 5,
  // Manx "daa" and Kurmanji "du" (two; French "of the"), Tahitian "piti" and "pae" (two, five; "pae" is also a side),
  // Crimean Tatar "eki" (two).
  daa: 2,
  du: 2,
  piti: 2,
  pae: 5,
  eki: 2,
  // Karakalpak "bes" (five), Võro "kats" (two).
  bes: 5,
  kats: 2,
  // Mapudungun "mari" (ten; Italian "seas", Romanian "big").
  mari: 10,
  // Khasi "ar" and "san" (two, five; Irish "on", a title), Kikongo "tanu" (five), Navajo "ashdlaʼ" and "naaki" (five,
  // two), Komi "вит" and "кык", Rarotongan "toru", Greenlandic "marluk".
  ar: 2,
  san: 5,
  tanu: 5,
  ashdlaʼ: 5,
  naaki: 2,
  вит: 5,
  кык: 2,
  toru: 3,
  marluk: 2,
  lua: 2,
  tsoi: 3,
  tali: 2,
  div: 2,
  duwa: 2,
  hambuuk: 1,
  tuklo: 2,
  эки: 2,
  tékeni: 2,
  ruo: 2,
  ļalem: 5,
};
// "One" only before a minute or a set ("یک دقیقه", "usa ka minuto", "isang minuto", "một phút", "yhden minuutin",
// "एक मिनिट"): "once" ("یک بار", "isang beses") is no dose, and "one" is also "a".
const ONE = ['yksi', 'yhden', 'یک', 'usa', 'isa', 'isang', 'một', 'एक', '하나'];
// The units said after them, Cebuano's "ka" or Tagalog's "na" between ("napulo ka beses", "apat na set"); a Marathi
// unit takes its case ending glued ("सेकंदांसाठी").
const LINKER = String.raw`(?:(?:ka|na|n)\s+)?`;
// The units said after them: the base units of speech and every language's (unit-words.ts).
const SPOKEN_BASE_UNITS = String.raw`beses|balik|higayon|sets?|reps?|rounds?|segundos?|minutos?|times|seconds?|minutes?|lần|hiệp|giây|بار|vegades|segons|s[èe]ries|keer|sekondes|gwaith|eiliad|munud|sekúndur|sett|секунд|подход|segundoz|serie|тапкыр|тапкырдан|set|volte|razy|series|sätz|tikkal|seri`;
const UNIT_AHEAD = String.raw`(?=\s+${LINKER}(?:(?:${SPOKEN_BASE_UNITS}|${Object.values(FOREIGN_UNIT_WORDS).flat().join('|')})(?![\p{L}\p{M}])|वेळा|सेकंद|मिनिट|सेट|फेऱ्या|पुनरावृत्ती))`;
const MINUTE_OR_SET_AHEAD = String.raw`(?=\s+${LINKER}(?:(?:minuutti|minuuttia|minuutin|sarja|sarjaa|sarjan|kierros|دقیقه|ست|دور|minutos?|sets?|rounds?|phút|hiệp)(?![\p{L}\p{M}])|मिनिट|सेट))`;
const NUMBER_BEFORE_UNIT = new RegExp(
  String.raw`(?<![\p{L}\p{M}\d])(?:(${alternation(Object.keys(BEFORE_UNIT))})${UNIT_AHEAD}|(${alternation(ONE)})${MINUTE_OR_SET_AHEAD})`,
  'giu',
);
// The same words in a count said aloud: one before two, the others right after the number before them ("usa, duha,
// tulo, upat, lima", "một, hai, ba, bốn, năm", "یک، دو، سه").
const COUNT_SEPARATOR = String.raw`[\s.,!…،-]+`;
const TWO = alternation(['2', ...Object.keys(BEFORE_UNIT).filter((w) => BEFORE_UNIT[w] === 2)]);
const COUNT_TOKEN = new RegExp(
  String.raw`(?<![\p{L}\p{M}\d])(?:(\d{1,2})|(${alternation(Object.keys(BEFORE_UNIT))})|(${alternation(ONE)})(?=${COUNT_SEPARATOR}(?:${TWO})(?![\p{L}\p{M}\d])))(?![\p{L}\p{M}\d])`,
  'giu',
);
const COUNT_GAP = new RegExp(String.raw`^${COUNT_SEPARATOR}$`, 'u');
function inACount(said: string): string {
  let last = NaN;
  let lastEnd = -1;
  return said.replace(COUNT_TOKEN, (whole, digits?: string, word?: string, one?: string, ...rest: unknown[]) => {
    const offset = rest[0] as number;
    const next = lastEnd >= 0 && COUNT_GAP.test(said.slice(lastEnd, offset)) ? last + 1 : NaN;
    const n = digits ? Number(digits) : one ? 1 : word && BEFORE_UNIT[key(word)] === next ? next : null;
    last = n ?? NaN;
    lastEnd = offset + whole.length;
    return n === null || digits ? whole : String(n);
  });
}
// Swahili "dakika moja", "seti moja": one after its unit, as Swahili says every count.
const SWAHILI_ONE = /(?<![\p{L}])(dakika|seti)\s+moja(?![\p{L}])/giu;
// Maltese joins a count from eleven up to its noun with "-il" ("tnax-il darba", twelve times).
const MALTESE_LINKER = /(\d)-il(?=\s)/gu;
// Niuean says "times" as a prefix glued to the count: "Fakahogofulu" (ten times), "Fakahogofulu ma lima", "Fakavalu".
const NIUEAN_TIMES =
  /(?<![\p{L}])faka((?:hogofulu|uagofulu|tolugofulu)(?:\s+ma\s+(?:lima|valu))?|valu|lima)(?![\p{L}])/giu;
// Somali "hal daqiiqo", one minute: one before its unit.
const SOMALI_ONE = /(?<![\p{L}])hal(?=\s+daqiiqo(?![\p{L}]))/giu;
// Hebrew says one after its noun: "דקה אחת", one minute.
const ONE_AFTER = /(?<![\p{L}\p{M}])(דקה)\s+אחת(?![\p{L}\p{M}])/gu;

// Korean counts with a counter glued or after a space: native numbers with 번 (times) and 세트 ("열 번", "열두 번씩",
// "세 세트"), Sino-Korean ones with 회, 세트, 초, 분 ("십 회", "삼십 초", "일 분"); "once" ("한 번"), "this" (이),
// "the fourth" ("네 번째") and a lone Sino digit glued to a word ("구분", a division) are not counts. A particle
// after the counter is set apart so the units read ("삼십초동안" -> "30초 동안").
const KO_ONES: Record<string, number> = {
  한: 1,
  하나: 1,
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
};
const KO_TENS: Record<string, number> = { 열: 10, 스무: 20, 스물: 20, 서른: 30, 마흔: 40, 쉰: 50, 예순: 60 };
const KO_SINO: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const KO_PARTICLE = '동안|정도|만|을|를|은|는|도|이|가|요';
const KOREAN_COUNT = new RegExp(
  String.raw`(?<![\p{L}\p{M}\d])(?:(\d{1,3})\s?|(${alternation(Object.keys(KO_TENS))})\s?(${alternation(Object.keys(KO_ONES))})?\s?|(${alternation(Object.keys(KO_ONES))})\s?|([이삼사오육칠팔구])?십([일이삼사오육칠팔구])?\s?|([일삼사오육칠팔구])\s)(번(?!째)|회|세트|초|분)(씩|간)?(?=(${KO_PARTICLE})?(?![\p{L}\p{M}]))`,
  'gu',
);
const KO_COUNTERS = { native: ['번', '세트'], sino: ['회', '세트', '초', '분'], one: ['세트', '분'] };
function koreanCount(whole: string, ...m: unknown[]): string {
  const [digits, tens, tensOnes, ones, sinoTens, sinoOnes, sino, counter, suffix, particle] = m as string[];
  const native = tens !== undefined || ones !== undefined;
  const n = digits
    ? Number(digits)
    : native
      ? (tens ? KO_TENS[tens] : 0) + ((tensOnes ?? ones) ? KO_ONES[tensOnes ?? ones] : 0)
      : sino
        ? KO_SINO[sino]
        : (sinoTens ? KO_SINO[sinoTens] : 1) * 10 + (sinoOnes ? KO_SINO[sinoOnes] : 0);
  if (!digits && !KO_COUNTERS[native ? 'native' : 'sino'].includes(counter)) return whole;
  if (!digits && n === 1 && !KO_COUNTERS.one.includes(counter)) return whole;
  return `${n}${counter}${suffix ?? ''}${particle ? ' ' : ''}`;
}

// Thai writes no spaces: a count is read with the unit after it ("สิบครั้ง", "สามสิบวินาที", "ข้างละสิบห้าครั้ง";
// ยี่ is the two of twenty, เอ็ด the one after a ten), set apart from the words around it so the units read. One is
// read only before a minute, a set or a round ("หนึ่งนาที"; "หนึ่งครั้ง" is once).
const TH_ONES: Record<string, number> = {
  หนึ่ง: 1,
  เอ็ด: 1,
  ยี่: 2,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
};
const TH_DIGIT = 'หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า';
const THAI_COUNT = new RegExp(
  String.raw`(?<!\d)(?:(\d{1,3})|(ยี่|${TH_DIGIT})?สิบ(เอ็ด|${TH_DIGIT})?|(${TH_DIGIT}))\s*(ครั้ง|วินาที|นาที|เซ็ต|เซต|รอบ)`,
  'gu',
);
function thaiCount(whole: string, ...m: unknown[]): string {
  const [digits, tens, tensOnes, ones] = m as (string | undefined)[];
  const [unit, offset, text] = m.slice(4) as [string, number, string];
  if (ones === 'หนึ่ง' && (unit === 'ครั้ง' || unit === 'วินาที')) return whole;
  const n = digits
    ? Number(digits)
    : ones
      ? TH_ONES[ones]
      : (tens ? TH_ONES[tens] : 1) * 10 + (tensOnes ? TH_ONES[tensOnes] : 0);
  const glued = /[\p{L}\p{M}]/u.test(text.charAt(offset + whole.length));
  return `${n} ${unit}${glued ? ' ' : ''}`;
}

// Chinese and Japanese counts in Han numerals before their unit ("保持五秒", "做十五次", "两组", "三十秒", "十回"): in
// digits, set apart from the words around them so the units read. 两 is the two of a count ("两组": two sets).
const HAN_ONES: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const HAN_DIGIT = '[一二两兩三四五六七八九]';
const HAN_COUNT = new RegExp(
  String.raw`(${HAN_DIGIT})?(十)?(${HAN_DIGIT})?\s*(次|下|擺|秒|秒钟|秒鐘|分钟|分鐘|组|組|回|セット)`,
  'gu',
);
function hanCount(whole: string, first?: string, ten?: string, second?: string, unit?: string): string {
  if (ten) return ` ${(first ? HAN_ONES[first] : 1) * 10 + (second ? HAN_ONES[second] : 0)} ${unit} `;
  const digit = first ?? second;
  // "一" alone is "once", "a moment" ("夹一下"): no count.
  return digit && digit !== '一' ? ` ${HAN_ONES[digit]} ${unit} ` : whole;
}

// A Slovak, Czech, Hungarian, Bengali or Georgian count glued to "times" ("Desaťkrát", "desetkrát", "Tízszer",
// "nyolcszor", "দশবার", "ათჯერ"): the number word and "times" apart.
const GLUED_TIMES = /(?<![\p{L}\p{M}])([\p{L}\p{M}]+?)(krát|szer|szor|ször|বার|ჯერ)(?![\p{L}\p{M}])/giu;
const GLUED_TIMES_UNITS = /krát|sz[eoö]r|বার|ჯერ/i;
const AMBIGUOUS_UNITS =
  /\bret\b|kez|kere|kerä|tekrar|saniye|serie|volte|ripetizioni|secondi|s[æe]t|gange|gentagelser|repetisjoner|sekunder/i;

// A count said twice over, joined, is that count for each (Hindi, Nepali, Maithili "बारह-बारह बेर", twelve times
// each; Malay "sepuluh-sepuluh"): one count, not a range.
const EACH_BY_REPEATING = /(?<![\d.:/‐‑-])(\d{1,3})[-‐‑]\1(?![\d.:‐‑-])/gu;

// "Hold for a count of three": a hold counted aloud, one a second.
const HOLD_FOR_A_COUNT =
  /\b(hold(?:ing)?(?:\s+(?:it|that|them))?\s+(?:for\s+)?)a\s+count\s+of\s+(\d{1,2})(?![\d\p{L}])/giu;

// Manx says a teen around its noun: "queig keayrtyn jeig" (five times ten: fifteen times), "daa cheayrt yeig".
const MANX_TEEN = /\b([1-9])\s+(keayrtyn|cheayrt|sekondyn)\s+[jy]eig\b/giu;

/** "two sets of fifteen" -> "2 sets of 15". */
export function digitsForNumberWords(text: string): string {
  // The digits of the scripts that have their own ("۳۰ ثانیه", "१० वेळा") read as ASCII first.
  // (Turkish, Azerbaijani and Gagauz capital "İ" lower-cases to "i" and a dot above: "İki" must read as "iki".)
  let said = plainDigits(text).replace(/İ/gu, 'I');
  if (/[\uac00-\ud7a3]/u.test(said)) said = said.replace(KOREAN_COUNT, koreanCount);
  if (/[\u0e00-\u0e7f]/u.test(said)) said = said.replace(THAI_COUNT, thaiCount);
  if (/[\u4e00-\u9fff]/u.test(said)) said = said.replace(HAN_COUNT, hanCount);
  // The rules for a few languages' words are tried only on text holding their units: every cue is read here.
  if (/faka/i.test(said)) said = said.replace(NIUEAN_TIMES, '$1 times');
  if (GLUED_TIMES_UNITS.test(said))
    said = said.replace(GLUED_TIMES, (whole, word: string, times: string) =>
      UNITS[word.toLowerCase()] !== undefined ? `${word} ${times}` : whole,
    );
  if (AMBIGUOUS_UNITS.test(said))
    said = said.replace(
      AMBIGUOUS_NUMBER,
      (_, word: string, unit?: string) =>
        `${AMBIGUOUS[word.toLowerCase()] + (unit ? TURKISH_UNITS[unit.toLowerCase()] : 0)}`,
    );
  said = said
    .replace(ASCII.test(said) ? ASCII_WORDS : WORDS, (whole, tens?: string, unit?: string, small?: string) => {
      if (tens) return String(TENS[key(tens)] + (unit ? ONES[key(unit)] : 0));
      return small ? String(UNITS[key(small)]) : whole;
    })
    .replace(NUMBER_BEFORE_UNIT, (_, word?: string) => (word ? String(BEFORE_UNIT[key(word)]) : '1'))
    .replace(ONE_AFTER, '1 $1')
    .replace(SWAHILI_ONE, '$1 1')
    .replace(SOMALI_ONE, '1')
    .replace(MALTESE_LINKER, '$1');
  return inACount(
    said
      .replace(EACH_BY_REPEATING, '$1')
      .replace(HOLD_FOR_A_COUNT, '$1$2 seconds')
      .replace(MANX_TEEN, (_, n: string, unit: string) => `${Number(n) + 10} ${unit}`),
  );
}

// Words without which a cue cannot state a dosage: checked first so the dosage rules read only those cues.
const MAY_STATE_DOSAGE =
  /\d|sets?\b|reps?\b|repetition|second|sec\b|minute|each|per\b|hold|times|side|s[äa]tze|wiederholung|sekunde|seite|series|repeticion|segundo|lado|s[ée]rie|r[ée]p[ée]tition|seconde|c[ôo]t[ée]|volte|ripetizion|secondi|vezes|repeti[çc]|herhaling|keer|gentagelse|gange|sekund|tekrar|kez\b|kere|saniye|of (?:those|them|these)|\b(?:one|two|three)[.,!]|steps\b|kr[áa]t|sz[eoö]r\b|ka[žz]d|razy|powt|serie|reeks|φορ|σετ|δευτερ|emom|every minute/i;
// The same in the scripts and languages whose numbers are read above (a digit of their own, a count before a Korean
// counter, a unit word standing alone where it is also inside others: Persian "ست" in "است").
const MAY_STATE_DOSAGE_ELSEWHERE = new RegExp(
  [
    String.raw`[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59]|पटक|reiz|sekund|ჯერ|წამ|darb|sekond|тапкыр|סעקונד|taem|tikkal|siɲɛ|segɔndi|incuro|laabi|(?<![\p{L}])пол(?![\p{L}])|хатт|(?<![\p{L}])ret(?![\p{L}])|keayrt|amasegonda|nyadi|okang|(?<![\p{L}])zi(?![\p{L}])|makgetlo|metsotswana|yeroo|sekondii|maita|stappe|sekùnd|unggal|gwaith|eiliad|munud|sekúnd|segundoz|सेकेण्ड|vegades|segons|kerta|toisto|sarja|sekunn|minuu|kummal|molemm|kumpaankin|beses|minuto|matag|bawat|kada|higayon|lần|hiệp|giây|mỗi bên|(?<![\p{L}])(?:بار|ست|دور)(?![\p{L}])|هر (?:طرف|سمت|پا|دست)|(?:לכל|בכל) (?:צד|רגל|יד)|सेकंद|मिनिट|प्रत्येक|เซ็?ต|ข้างละ|[\d일이삼사오육칠팔구십한두세네섯곱덟홉열물른흔쉰순]\s?(?:번|회|세트|초|분)|양쪽|한\s?쪽씩|좌우|[次秒组組回]|セット|每边|每侧|每側|ثواني|(?<![\p{L}])(?:mara|seti)(?![\p{L}])|раз|секунд|минут|подход|повтор|сторон|секунды|repet[ăa]ri|secunde|minut|(?<![\p{L}])ori(?![\p{L}])|fiecare|முறை|வினாடி|செகண்ட்|நிமிட|செட்`,
    ...Object.values(FOREIGN_UNIT_WORDS).flat(),
  ].join('|'),
  'iu',
);

/**
 * Segments start on whole seconds, cues on milliseconds: the cue opening a segment at 2:03.585 starts the segment
 * rounded to 2:04, and its dose is that segment's, not the one before.
 */
const ROUNDING_SLACK = 0.5;

/** Cues around a likely statement that are read with it: word-timed auto-captions put "eight" and "each" apart. */
const CONTEXT_CUES = 2;

/** The dosage said inside each segment: one pass over the cues (both lists are in time order). */
export function spokenDosages(
  cues: readonly { start: number; text: string }[],
  segments: readonly { start: number; end: number }[],
): Dosage[] {
  const keep = new Uint8Array(cues.length);
  cues.forEach((cue, i) => {
    if (!MAY_STATE_DOSAGE.test(cue.text) && !MAY_STATE_DOSAGE_ELSEWHERE.test(cue.text)) return;
    for (let j = Math.max(0, i - CONTEXT_CUES); j <= Math.min(cues.length - 1, i + CONTEXT_CUES); j++) keep[j] = 1;
  });
  const said: string[][] = segments.map(() => []);
  let s = 0;
  for (let i = 0; i < cues.length; i++) {
    const start = cues[i].start + ROUNDING_SLACK;
    while (s < segments.length && start >= segments[s].end) s++;
    if (s === segments.length) break;
    if (keep[i] && start >= segments[s].start) said[s].push(cues[i].text);
  }
  return said.map((texts) => (texts.length > 0 ? spokenDosage(texts) : {}));
}

export function spokenDosage(texts: readonly string[]): Dosage {
  const said = spokenTimes(digitsForNumberWords(texts.join(' ').replace(ONE_OF_A_COUNT, '1')));
  const found = findDosage(said, { spoken: true }).dosage;
  const reps = found.reps ?? countedAloud(said) ?? repsSaidAlone(said) ?? countPerSide(said);
  const dosage = reps === undefined ? found : { ...found, reps };
  // "Thirty seconds, then swap", "for twenty seconds with your right knee… and now the left": that much each side.
  if (
    dosage.side === undefined &&
    Object.keys(dosage).length > 0 &&
    (BOTH_SIDES_IN_TURN.test(said) || OTHER_SIDE_IN_TURN.test(said))
  )
    return { ...dosage, side: 'each' };
  return dosage;
}

/** "Eight with the right leg, then eight with the left": the same count on each side in turn. */
function countPerSide(said: string): number | undefined {
  const m = PER_SIDE_IN_TURN.exec(said);
  return m ? Number(m[1]) : undefined;
}
const PER_SIDE_IN_TURN =
  /\b(\d{1,3})\s+(?:with|on)\s+(?:the|your)\s+(?:right|left)\b[^.!?]{0,20}?\bthen\s+\1\s+(?:with|on)\s+(?:the|your)\s+(?:left|right)\b/i;

/**
 * The other side done in its turn after the dose ("then swap.", "then the other leg", "and switch sides"), or the
 * right and then the left named. Not "switch" alone: alternating moves switch at every rep ("tap, then switch").
 */
const BOTH_SIDES_IN_TURN =
  /\b(?:then|and)\s+(?:now\s+)?(?:(?:we|you|we'll|you'll|let's)\s+)?(?:swap|switch|change)\s+(?:sides|legs|arms|feet|hands)\b|\b(?:swap|switch|change)\s+(?:over\s+)?to\s+(?:the|your)\s+(?:other|left|right)\s+(?:side|leg|arm|foot|hand)\b|\bthen\s+swap\s*(?:[.!;…]|$)|\bthen\s+(?:the\s+)?other\s+(?:side|leg|arm|foot|hand|knee|ankle|hip|shoulder)\b|\b(?:and|then)\s+(?:now\s+)?(?:\d{1,3}\s+(?:with|on)\s+)?the\s+(?:left|right)\b/i;

/**
 * The same turn to the other side in the other languages read: "Seite wechseln", "cambia de lado", "troque de lado",
 * "changez de côté", "cambia lato", "wissel van kant", "vaihda puolta", "taraf değiştir", "zmień stronę", "ganti sisi",
 * "đổi bên", "והחליפו רגל", "반대쪽", "طرف دیگه", "换另一边", "反対側も", "canvieu de cama", "die ander been", "ሌላኛው እግር",
 * "अर्को खुट्टा".
 */
const OTHER_SIDE_IN_TURN = new RegExp(
  [
    String.raw`(?:seite|bein|arm)(?:n)?\s*wechseln|seitenwechsel|wechsel[nt]?\s+(?:sie\s+)?(?:die\s+)?(?:seite|das\s+bein)|dann\s+(?:die\s+)?andere\s+seite`,
    String.raw`cambi(?:a|amos|ar|e|en|ad)\s+de\s+(?:lado|pierna|brazo)|(?:luego|despu[ée]s|ahora)\s+(?:el\s+)?otro\s+lado|(?:luego|despu[ée]s|ahora)\s+la\s+otra\s+pierna`,
    String.raw`(?:troc|mud)(?:a|amos|ar|e|ue)\s+de\s+(?:lado|perna|bra[çc]o)|(?:depois|agora)\s+(?:o\s+)?outro\s+lado|(?:depois|agora)\s+a\s+outra\s+perna`,
    String.raw`chang(?:ez|e|eons|er)\s+de\s+(?:c[ôo]t[ée]|jambe|bras)|(?:puis|ensuite)\s+l['’]autre\s+(?:c[ôo]t[ée]|jambe)`,
    String.raw`cambi(?:a|ate|amo)\s+(?:lato|gamba|braccio)|poi\s+(?:l['’]altr[oa]|dall['’]altr[oa])\s+(?:lato|gamba|parte)`,
    String.raw`wissel(?:en)?\s+van\s+(?:kant|been|arm|zijde)|(?:dan|nu)\s+de\s+andere\s+(?:kant|zijde)|kant\s+wisselen`,
    String.raw`vaihda(?:mme|kaa)?\s+(?:puolta|puolia|jalkaa|k[äa]tt[äa])|vaihdetaan\s+(?:puolta|puolia|jalkaa)`,
    String.raw`(?:taraf|bacak)(?:ı|i)?\s+de[ğg]i[şs]tir\p{L}*|di[ğg]er\s+tarafa`,
    String.raw`zmie[ńn](?:my|cie)?\s+(?:stron[ęe]|nog[ęe])|vym[ěe][ňn](?:te)?\s+(?:stranu|nohu)|ganti\s+(?:sisi|kaki|tangan)|(?:palit|lipat)\s+(?:sa\s+)?(?:kabila|kabilang)`,
    String.raw`(?<![\p{L}])đổi\s+(?:bên|chân|tay)|(?:ו)?(?:ה)?חליפו\s+(?:צד|רגל|יד)|החלף\s+(?:צד|רגל)|반대쪽|طرف\s+دیگه|(?:پا|طرف)\s+رو\s+عوض|换(?:另一)?(?:边|侧|側)|換(?:另一)?(?:邊|側)|反対(?:側)?も`,
    String.raw`(?:الرجل|الرِجل|الناحية|الجهة|الايد|الإيد)\s+(?:التانية|الثانية|التانيه|الأخرى|التاني)|الجانب\s+الآخر|upande\s+wa\s+pili|mguu\s+mwingine`,
    String.raw`canvi(?:a|eu|em|ar)\s+de\s+(?:cama|costat|bra[çc])|(?:després|ara)\s+(?:l['’]altr[ae]|l['’]altre)\s+(?:cama|costat)|(?:die|na\s+die)\s+ander\s+(?:been|kant|arm)|ruil\s+(?:om|kante)`,
    String.raw`newidiwch\s+(?:goesau|ochr|freichiau|draed)|skiptu\s+(?:svo\s+)?um\s+(?:fót|hlið|hendi)|aldatu\s+(?:besoa|hanka|aldea|alde)`,
    String.raw`tad\s+otr[aā]\s+(?:kāja|kāju|puse|roka)|(?:is-)?sieq\s+l-oħra|in-naħa\s+l-oħra|нөгөө\s+(?:хөл|тал|гар)`,
    String.raw`senisim\s+(?:lek|han|sait)|cambi[èe]\s+(?:gamba|parte)|gentos\s+(?:suku|leungeun|sisi)|(?:dan\s+)?['’]t\s+anger\s+(?:bein|kant|erm)|nacha\s+['’]s\s+ander\s+(?:bein|seitn)|beddel\s+(?:aḍar|afus|tama)|chenj\s+(?:fut|an|say)|(?:dan\s+)?a\s+tra\s+(?:futu|anu|sei)`,
    String.raw`ሌላኛው\s+(?:እግር|ጎን|በኩል|እጅ)|በሌላኛው|अर्को\s+(?:खुट्टा|साइड|पट्टि|तर्फ|हात)`,
    // Danish, Karelian ("i toini puoli"), Buryat ("нүгөө тээшээ"), Karachay-Balkar ("сора башха аякъ бла")
    String.raw`(?:тиигээд\s+)?нүгөө\s+тээшээ|башха\s+(?:аякъ|къол|джаны)\s+бла|(?:s[åa]|derefter|taava)\s+den\s+anden(?:\s+(?:h[åa]nd|side|arm|ben))?|(?:i\s+)?toini\s+puoli`,
    String.raw`(?:в|на)\s+другую\s+сторону|другой\s+(?:ногой|рукой|стороной)|(?:в|на)\s+іншу?\s+бік|partea\s+cealalt[ăa]|cel[ăa]lalt\s+picior|schimb[ăa]m\s+(?:partea|piciorul)`,
  ].join('|'),
  'iu',
);

/**
 * Durations and counts said as speech says them, written as the dose rules read them: "half a minute" is 30
 * seconds, "a minute and a half" 90, "hold for a minute" 60; "three times twelve", "drie keer twaalf", "drei mal
 * zwölf" are 3 x 12 (sets of reps; not "three times 30 seconds", a hold done three times).
 */
export function spokenTimes(said: string): string {
  said = said
    .replace(HOLD_A_COUNT, '$1 seconds')
    .replace(COUNT_OR_COUNT, (whole, low: string, high: string) => (Number(low) < Number(high) ? low : whole));
  if (!MAY_SAY_TIMES.test(said)) return said;
  return said
    .replace(HALF_MINUTE, '30 seconds')
    .replace(HALF_MINUTE_ELSEWHERE, '30 seconds')
    .replace(MINUTE_AND_HALF, '90 seconds')
    .replace(A_MINUTE, '$1 60 seconds')
    .replace(TIMES_A_COUNT, '$1 x $2');
}
// "Hold for ten, and lower", "hold it for a good twenty": a hold said without its unit is seconds.
const HOLD_A_COUNT =
  /\b(hold(?:ing)?(?:\s+(?:it|that|this|them))?(?:\s+for)?(?:\s+(?:a\s+good|another|about|like))?\s+\d{1,2})\b(?!\s*(?:seconds?|secs?|s\b|sek\w*|seg\w*|minutes?|mins?|m\b|reps?|times|breaths?|more|of|to|sets?|rounds?|x\b|:|["'″]))/giu;
// "three or four per side", as speech gives a range: its lower bound.
const COUNT_OR_COUNT = /\b(\d{1,2})\s+or\s+(\d{1,2})\b/gu;
const MAY_SAY_TIMES = /minut|minuu|دقیقه|דקה|मिनिट|ph[úu]t|minuto|นาที|\d\s+(?:times|keer|mal)\s+\d/i;
const HALF_MINUTE =
  /\b(?:half a minute|a half minute|eine halbe minute|medio minuto|une demi-minute|mezzo minuto|meio minuto|een halve minuut)\b/giu;
// Finnish, Persian, Hebrew, Marathi, Tagalog, Cebuano, Vietnamese, Thai.
const HALF_MINUTE_ELSEWHERE =
  /(?<![\p{L}\p{M}])(?:puol(?:i|en) minuu\p{L}*|نیم دقیقه|חצי דקה|अर्धा मिनिट|kalahating minuto|tunga sa (?:usa ka )?minuto|n[ửu]a ph[úu]t)(?![\p{L}\p{M}])|ครึ่งนาที/giu;
const MINUTE_AND_HALF =
  /\b(?:a|one|1) minute and a half\b|\banderthalb minuten\b|\bun minuto y medio\b|\banderhalve minuut\b/giu;
const A_MINUTE = /\b(hold(?:ing)?(?: it| that| this)?(?: for)?|for) (?:a|one) minute\b/giu;
const TIMES_A_COUNT =
  /\b(\d{1,2})\s+(?:times|keer|mal)\s+(\d{1,3})\b(?!\s*(?:s\b|secs?\b|seconds?|sekunden|seconden|minut))/giu;

/** "One" is read as a number where a count starts: "One. Two. Three…" ("one more" stays a word). */
const ONE_OF_A_COUNT = /\bone(?=[\s.,!…-]+two\b)/giu;

/** How far a coach counting aloud from one gets ("One. Two. Three… Ten."), when at least MIN_COUNT. */
const MIN_COUNT = 5;
const COUNT_STEP = /^[\s.,!…،-]*$/u;
function countedAloud(said: string): number | null {
  let best = 0;
  let run = 0;
  let last = -1;
  let lastEnd = 0;
  for (const m of said.matchAll(/\d+/g)) {
    const n = Number(m[0]);
    const joined = COUNT_STEP.test(said.slice(lastEnd, m.index));
    run = n === 1 ? 1 : joined && n === last + 1 && run > 0 ? run + 1 : 0;
    if (run === n) best = Math.max(best, n);
    last = n;
    lastEnd = m.index + m[0].length;
  }
  return best >= MIN_COUNT ? best : null;
}

// A count said as a sentence of its own, or with the move's noun ("Fifteen.", "Ten slides.", "Twenty steps.",
// "Twenty of those.", "Fifteen again.", "Ten slow ones, only as far as is comfortable."): the reps. Not a count of time, breaths or what is left ("ten more", "five to go").
// (Nor a time with a plural unit and its linker: "Veinte segundos.", Cebuano "Kawhaan ka segundos.")
const ALONE =
  /(?:^|[.!?]\s+)(\d{1,2})(?:\s+(?:of\s+(?:those|them|these)|again|(?!(?:more|left|to|seconds?|secs?|minutes?|mins?|breaths?|times|sets?|rounds?|percent|segundos|minutos|ka|na)\b)(?:\p{L}+\s+)?\p{L}+s)\s*[.!?,]|\s*[.!?])(?=\s|$)/iu;
// "Give me twelve", "just give me like ten per side", "give me ten good pogos": the reps (not "give me 30 seconds").
const GIVE_ME =
  /\bgive\s+me\s+(?:like\s+|about\s+|another\s+)?(\d{1,2})\b(?!\s*(?:seconds?|secs?|minutes?|mins?|more|breaths?))/iu;
// "Only five of these", "do twenty of those" mid-sentence, as auto-captions without stops say it: the reps.
const OF_THESE = /\b(\d{1,2})\s+of\s+(?:those|them|these)\b/iu;
// A count that opens a sentence before how to do it ("Ten, landing quietly."), or that closes one after the move is
// named ("Round two, squats, fifteen again.", "Last one, shoulder taps, twenty."): the reps. Not a countdown ("Ten,
// nine, eight, seven, six.").
const CLAUSE_COUNT = /(?:^|[.!?]\s+)(\d{1,2}),\s+(?=\p{L})|(?<!\d),\s+(\d{1,2})(?:\s+again)?\s*[.!?](?=\s|$)/u;
function repsSaidAlone(said: string): number | null {
  const clause = CLAUSE_COUNT.exec(said);
  const m =
    ALONE.exec(said) ?? OF_THESE.exec(said) ?? GIVE_ME.exec(said) ?? (clause && [clause[0], clause[1] ?? clause[2]]);
  // "Three." after "one more, two more" is counting, not the dose.
  return m && Number(m[1]) >= MIN_COUNT ? Number(m[1]) : null;
}
