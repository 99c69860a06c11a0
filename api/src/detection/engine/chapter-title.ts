/**
 * Reads a chapter title as an author writes it ("#2 Clamshells 3x12", "Exercise 3: Bridges (2 sets of 10)",
 * "Warm up: cat-cow", "Squats (round 2)", "Let's do some mini squats - 2 sets of 15") into the exercise's own
 * words, the dosage, and whether the chapter repeats or continues the exercise before it.
 */
import { completeDosage, Dosage, findDosage } from './dosage';
import { isTalk } from './non-exercise';
import { plainDigits } from './normalize';
import { digitsForNumberWords, spokenTimes } from './spoken-dosage';
import { TICK_BOXES, tickBoxes, trimSeparators, withPlainSeparators } from './timestamps';

/**
 * `part`: the same demonstration cut in two ("(cont.)", "continued"); `repeat`: another set, round or part
 * ("part 2", "round 2", "set 2", "again", "(2)"), its own segment.
 */
export type Repetition = 'part' | 'repeat' | null;

export interface ChapterTitle {
  /** The exercise in the author's words: numbering, emoji, dosage, repeat marks and filler removed. */
  words: string;
  dosage: Dosage;
  repetition: Repetition;
}

const ROUND_NUMBER =
  /(?<!\d\s*)\b(?:round|set|lap|runde|ronda|tour|satz|durchgang|vuelta)\s*\d+(?:\s*(?:\/|of)\s*\d+)?(?![\d:])(?!\s*[x×])/iu;
const PART = /\(\s*cont(?:inued|'d|\.)?\s*\)|\bcontinued\b/giu;
// The same move filmed again from another side or slower ("Nordic curl (front view – watch the hips)", "Single-leg
// RDL – slow-mo, common mistakes"): a part of the move's chapter, not a name, when bracketed or after a spaced dash.
const VIEW = String.raw`(?:(?:side|front|back|rear|top|overhead|reverse|another|different|second|other)[\s-](?:view|angle|shot)|slow[\s-]?mo(?:tion)?|close[\s-]?up)(?![\p{L}])`;
const CAMERA_VIEW = new RegExp(String.raw`\s*\(\s*${VIEW}[^)]*\)|\s[–—-]\s+${VIEW}[^–—|]*`, 'giu');
// One set of a move to a chapter ("Glute bridge – set 2/3", "Wall sit, set 1 of 3"): the chapters of one move's sets,
// which the total counts.
const SET_OF_TOTAL = /\bset\s*\d{1,2}\s*(?:\/|of)\s*(\d{1,2})\b/iu;
// An interval timer's work block ("WORK 1/5 · Squat to chair (0:40)"): its label is a place, its clock the work time.
const WORK_BLOCK = /^\s*work\s*\d{1,2}\s*\/\s*\d{1,2}\s*[·:|\-–—]\s*(.+?)\s*\(\s*(\d{1,2}:\d{2})\s*\)\s*$/iu;
// Words in quotes before the move, which is the name: a viewer's question or words, then an arrow to the move that
// answers it ('"Sitting at my desk kills my back" → seated cat-cow'), or a Short's hook, its hashtags and view count,
// then a dash ('"Do THIS when your back locks up" #shorts (2.3M views) – knee rocks, 10 each side'). Before a dash the
// quote must be a sentence ('"Superman" – hold 30 s' is a name in quotes).
const QUOTED_LEAD =
  /^\s*["“](?:[^"”]{3,}["”]\s*(?:→|->|=>|➡️?|⟶)\s*|(?:[^"”\s]+\s+){2,}[^"”]*["”]\s*(?:#[\p{L}\d_]+\s*|\([^()]*\)\s*)*[–—-]\s+)(?=\p{L})/u;
// A time of day before the name, in a day's plan ("☕ 7:15 am – 10 squats while the kettle boils"): when, not what.
const TIME_OF_DAY_FIRST =
  /^[\s\p{Extended_Pictographic}\uFE0F\u200D]*\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?\s*(?:[–—|:-]\s*)?/iu;
const REPEAT =
  /\b(?:part|teil|parte|partie|round|set|runde|ronda|serie|tour|satz|durchgang|vuelta)\s*\d+(?:\s*(?:\/|of)\s*\d+)?\b|\(\s*\d\s*\)|\b\d+(?:st|nd|rd|th|\.)?\s+(?:round|set|time|runde|durchgang)(?:\s+(?:through|round|around))?\b|\b(?:one\s+(?:more|last)\s+time|once\s+more|(?:the\s+)?(?:last|final)\s+time|(?:first|second|third|fourth|fifth|final|last|another)\s+(?:round|set|time|lap)(?:\s+(?:through|round|around))?|time\s+through)\b|\b(?:again|repeat(?:ed)?|nochmal|noch einmal|otra vez|de nuevo|encore)\b/giu;
// The same in the other languages read, with Unicode word edges ("ještě jednou", "Runda 2", "druga runda", "(seria 2)",
// "tweede ronde", "di nuovo", "ещё раз"). Turkish "tekrar" alone is left out: after a number it is the reps.
const ROUND_NOUN = String.raw`runda|rundy|rundę|seria|serii|ronde|giro|rodada|volta|kolo|kola|omg[åa]ng(?:en)?|rundan?|kierros|tur|tura|rund[ăa]|k[öo]r|krug|круг|раунд|подход|γ[υύ]ρος`;
const SECOND = String.raw`druga|drugi|drugie|drugą|tweede|secondo|seconda|segunda|segundo|deuxi[eè]me|zweite[rn]?|druh[éáý]|andra|anden|andre|toinen|ikinci|a\s+doua|m[áa]sodik|второй|вторая|второ|δε[υύ]τερος|δε[υύ]τερη`;
const AGAIN = String.raw`jeszcze\s+raz|ponownie|powt[óo]rka|nog\s+een\s+keer|nogmaals|opnieuw|di\s+nuovo|ancora\s+una\s+volta|de\s+novo|outra\s+vez|novamente|[àa]\s+nouveau|encore\s+une\s+fois|wieder|erneut|znovu|je[šs]t[ěe]\s+jednou|e[šs]te\s+raz|igen|en\s+g[åa]ng\s+till|igjen|en\s+gang\s+til|uudelleen|viel[äa]\s+kerran|bir\s+kez\s+daha|bir\s+daha|din\s+nou|[îi]nc[ăa]\s+o\s+dat[ăa]|[úu]jra|m[ée]g\s+egyszer|ponovno|opet|jo[šs]\s+jednom|е[щш][её]\s+раз|снова|ξαν[άα]|sekali\s+lagi|sa\s+ulit`;
const REPEAT_OTHER_LANGUAGES = new RegExp(
  String.raw`(?<!\p{L})(?:(?:${ROUND_NOUN})\s*\d+(?!\d)|(?:${SECOND})\s+(?:${ROUND_NOUN}|raz)|(?:putaran|ronde)\s+kedua|${AGAIN})(?!\p{L})`,
  'giu',
);
// Numbering and emoji before the name: "#2", "2.", "1)", "1️⃣", "Exercise 3:", "Übung 1 -", "No. 4".
// "Chapter 2 —", "Min 1:", "Station 3" label the chapter, in any of the languages read ("Oefening 2", "Ćwiczenie 1").
const ORDINAL_WORD = String.raw`(?:exercise|ex\.?|übung|uebung|ejercicio|exercice|esercizio|exerc[ií]cio|oefening|[cć]wiczenie|move|step|drill|stretch|pose|position|dehnung|estiramiento|étirement|postura|posture|no\.?|nr\.?|number|nummer|número|numéro|chapter|chap\.?|ch\.|kapitel|cap[ií]tulo|chapitre|capitolo|hoofdstuk|rozdzia[lł]|min\.?|minute|station|estaci[oó]n|ท่าที่|ท่า|vingrin[āa]jums|pratimas|harjutus|harjoitus|[øo]velse|[öo]vning|[æa]fing|vaja|vje[žz]ba|vezba|ве[жк]ба|упражнение|вправа|cvik|cvi[čc]enie|cvi[čc]en[íi]|gyakorlat|exerci[țţt]iul|άσκηση|egzersiz|hareket|latihan|gerakan|ehersisyo|ushtrim[ie]?|ymarfer|zoezi|ariketa|m[əe][şs]q|h[əe]r[əe]k[əe]t|تمرین|(?:ვარჯიში|სავარჯიშო|վարժություն|பயிற்சி|መልመጃ|жаттығу|व्यायाम|e[żz]er[ċc]izzju|mashq)(?:\s*№)?|\d{1,2}-(?:жаттығу|mashq)|практыкаванн[ея]|(?:першае|другое|трэцяе|чацвёртае|пятае|апошняе)\s+практыкаванне|дасгал|(?:\d{1,2}\s?-?\s?(?:р|дугаар|дүгээр)|нэгдүгээр|хоёрдугаар|гуравдугаар|дөрөвдүгээр|тавдугаар|сүүлийн)\s+дасгал|કસરત|ਕਸਰਤ|umsebenzi|ukuzivocavoca|ukuzivivinya|cleachtadh|(?:an\s+)?(?:ch[ée]ad|dara|tr[íi][úu]|ceathr[úu]|c[úu]igi[úu]|deireanach)\s+ch?leachtadh|egz[èe]sis|(?:premye|dezy[èe]m|twazy[èe]m|katriy[èe]m|senky[èe]m|d[èe]nye)\s+egz[èe]sis)`;
// Macedonian, Serbian, Croatian (both scripts), Greek, Hungarian, Basque and Azerbaijani ordinals in words or digits
// with their suffix ("Прва вежба:", "Treća vježba –", "1η άσκηση –", "2. gyakorlat:", "Bigarren ariketa:",
// "1-ci məşq:"), and the Persian label with its ordinal after it ("تمرین اول:").
const ORDINAL_LABEL_MORE = String.raw`(?:(?:прва|втора|трета|четврта|петта|шеста|седма|последна|друга|трећа|пета|последња|prva|druga|tre[ćc]a|[čc]etvrta|peta|[šs]esta|sedma|zadnja|posljednja|poslednja|πρώτη|δεύτερη|τρίτη|τέταρτη|πέμπτη|έκτη|τελευταία|első|második|harmadik|negyedik|ötödik|hatodik|utolsó|lehen(?:engo)?|bigarren|hirugarren|laugarren|bosgarren|seigarren|azken(?:engo)?|birinci|ikinci|üçüncü|dördüncü|beşinci|altıncı|sonuncu|son|\d{1,2}(?:\s?[ηοº]|\.|-?(?:ci|cı|cu|cü)))\s+(?:вежба|vje[žz]ba|ve[žz]ba|вјежба|άσκηση|κίνηση|gyakorlat|ariketa|m[əe][şs]q|h[əe]r[əe]k[əe]t)|(?:تمرین|حرکت)\s+(?:اول|دوم|سوم|چهارم|پنجم|ششم|هفتم|هشتم|نهم|دهم|آخر))\s*[:\-–—)]`;
// An ordinal in words before the kind of item: "First exercise:", "Primer ejercicio:", "Zweite Übung –".
const ORDINAL_LABEL = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|s[ée]ptim[oa]|octav[oa]|[úu]ltim[oa]|premi[eè]re?|deuxi[eè]me|troisi[eè]me|quatri[eè]me|cinqui[eè]me|dernier|derni[eè]re|erste|zweite|dritte|vierte|f[üu]nfte|letzte|prim[oa]|second[oa]|terz[oa]|quart[oa]|primeir[oa]|terceir[oa])\s+(?:exercise|move|stretch|ejercicio|estiramiento|exercice|étirement|übung|esercizio|exerc[ií]cio)\s*[:\-–—)]|${ORDINAL_LABEL_MORE}`;
const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten)';
// "Exercise 2 of 6:", "Übung 3 von 5 –", "Ejercicio 2 de 5", "Exercice 3 sur 5": the count of the list after the number.
const OF_COUNT = String.raw`(?:\s*(?:of|von|aus|de|sur|di|van|z|/)\s*\d{1,2})?`;
// Superset and circuit codes: a letter and a number ("A1", "B2)", "C1.") label the chapter's place in a block; so does
// a letter alone with its stop ("A. Back squat", "D) Calf raise").
const BLOCK_CODE = String.raw`[a-f](?:\d{1,2}[.):]?|[.)])(?=\s)`;
// Any label of one or two words with a number, before a separator, at the start ("Day 2 ·", "Week 3 /", "Practical
// 4:", "Drill 2 –", "Øvelse 3:", "Övning 2:", "Liike 1:", "תרגיל 2:"): the chapter's place, in any language.
const GENERIC_LABEL = String.raw`\p{L}[\p{L}\p{M}'’]*\.?(?:\s+\p{L}[\p{L}\p{M}'’]*\.?)?\s*#?\d{1,2}${OF_COUNT}\s*[:\-–—·|/)….](?=\s|[\p{Script=Han}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}])`;
// A phase's letters before a pointer ("R ▸ Jumping jacks", "A ▸ Glute bridges", "WU ► Skips"): a warm-up's stage.
const PHASE_LETTERS = String.raw`\p{Lu}{1,3}\s*[▸►▶⏵](?=\s)`;
const NUMBERING = new RegExp(
  String.raw`^(?:${GENERIC_LABEL}|${PHASE_LETTERS}|[^\p{L}\p{N}]+|#?\d{1,2}(?:[.):…]|\uFE0F?\u20E3)?(?=\s|$)|${BLOCK_CODE}|${ORDINAL_WORD}\s*(?:\d{1,2}|${NUMBER_WORD})${OF_COUNT}\s*[:.,\-–—)։፦።]?(?=\s|$)|${ORDINAL_WORD}\s*[:\-–—)](?=\s|$)|${ORDINAL_LABEL})\s*`,
  'iu',
);
// A category tag in capitals before the name ("[MOBILITY] Cat-cow", "[STRENGTH] Sit to stand"): the section, not
// the name, unless it says the chapter is talk ("[TALK] Pacing and flare-ups"). A bracket in ordinary case before a
// name ("[Seated] knee extension") is a qualifier: read in its place.
const CATEGORY_TAG = /^\s*\[\s*(\p{Lu}[\p{Lu}\s&/+\-]{2,24})\]\s*(?=\S)/u;
const LEADING_BRACKET = /^\s*\[([^\]]{1,30})\]\s*(?=\S)/u;
// A hashtag on the line ("Clamshells #glutes"): a label for search, not part of the name.
const HASHTAG = /(?:^|\s)#\p{L}[\p{L}\p{N}_]*/gu;
// After a semicolon come instructions ("Schulterkreisen; 10x vorwärts, 10x rückwärts"), not the name.
const AFTER_SEMICOLON = /;.*$/u;
// After a comma, the name is done: what follows is how ("Trunk rotations, club behind shoulders", "No-hang lifts,
// half crimp", "Marching on the spot, big arm swings"). Doses were read before, so "Arm raises, ten times" keeps both.
// A limb count or a position after the comma is still the name ("Heel raise, single leg": another exercise).
const AFTER_COMMA =
  /(?<=\p{L}.*),\s(?!(?:(?:single|one|double|two|both)[\s-](?:legs?|arms?|sides?)|standing|seated|sitting|kneeling|half[\s-]kneeling|lying|supine|prone|side[\s-]?lying)\s*$).*$/iu;
// What the viewer does meanwhile ("10 squats while the kettle boils", "Calf raises while brushing your teeth"): when,
// not what. A position or a gait after "while" is still how the move is done ("Marching while seated", "Head turns
// while walking").
const WHILE_CLAUSE =
  /(?<=\p{L}.*)\s+while\s+(?!(?:standing|seated|sitting|lying|kneeling|walking|marching|stepping|balancing)\b).*$/iu;
// A section label ending in a separator: "Warm up:", "Cool down -", "Bonus exercise:", "Main set:", "Finisher:".
const SECTION =
  /^(?:warm[ -]?up|cool[ -]?down|bonus(?:\s+(?:exercise|move))?|main\s+(?:set|workout|part)|finisher|circuit\s*\w?|block\s*\w?|superset|progression|regression|last\s+one|try\s+this|first(?:\s+one|\s+up)?|next(?:\s+up|\s+one)?|finally|aufwärmen|abwärmen|calentamiento|échauffement|retour au calme|vuelta a la calma|aquecimento|riscaldamento|defaticamento)\s*[:\-–—]\s*/iu;
// Spoken-style filler before the name: "Let's do some", "How to do the", "Now the", "Next,".
const LEADING_FILLER =
  /^(?:instead\s*:|let'?s\s+(?:do|try|start with|move on to)?\s*(?:some|a|an|the)?|how\s+to\s+(?:do|perform)?\s*(?:a|an|the)?|(?:and\s+)?now\s+(?:the|some|a)?|next,?\s+(?:the|up)?|then\s+(?:the)?|the|a|an)\s+/iu;
// Filler after the name ("Belly breathing to finish"), and a preposition left dangling once the dosage is cut ("Wall
// sit for", "Plank with").
const TRAILING_FILLER =
  /\s+(?:(?:done\s+)?(?:properly|correctly|the right way)|to\s+(?:finish|start|end|close|warm\s+up|cool\s+down)|for|with|of|à|a|de|mit|von|pour|con)$/iu;
// Brackets left empty (or holding only joiners) once the dosage is cut out, and a bracket left unclosed.
const EMPTY_BRACKETS = /[([{]\s*(?:[,;:&+/\-–×]|and|und|y|et|\s)*[)\]}]/giu;
const UNCLOSED_BRACKET = /\s*[([{][^)\]}]*$/u;
// What a title may state beside the name that is no dosage field and no part of the name: a load ("@ 16 kg",
// "20 lb", "@ 70 %"), a tempo ("tempo 3-1-1", "3-0-1"), an effort ("RPE 8", "@ RIR 2"), the rest after it
// ("| 90s REST", "rest 60 s"). Cut before the dosage is read, so a rest's seconds are never taken for a hold.
const LOAD_TEMPO_EFFORT_REST = new RegExp(
  [
    String.raw`(?:@\s*)?(?<![\p{L}\d])\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?)(?![\p{L}])`,
    // (With what the percentage is of: "@ 30% 1RM", "at 80% LOP".)
    String.raw`(?:@|\bat)\s*\d+(?:[.,]\d+)?\s*%(?:\s*(?:of\s+)?(?:1\s*rm|e1rm|max|lop)\b)?`,
    String.raw`(?:@\s*)?\b(?:rpe|rir)\s*[:@]?\s*\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?`,
    String.raw`\btempo\s*[:\-–]?\s*\d(?:\s*[-–/]\s*[\dx]){2,3}(?![\d])`,
    String.raw`(?<![\d:.])\b\d-\d-\d(?:-\d)?\b(?![\d:])`,
    String.raw`\b(?:rest|pause|recovery|break)\s*(?:for\s*)?[:\-–]?\s*\d{1,3}\s*(?:s|secs?|seconds?|mins?|minutes?)\b\.?`,
    String.raw`\b\d{1,3}\s*(?:s|secs?|seconds?|mins?|minutes?)\.?\s*(?:rest|recovery|break|pause)\b`,
    // How many, as an effort rather than a count ("Plank to failure", "Kettlebell swing – AMRAP 40s"): the count
    // is the viewer's, and the seconds after it are still read.
    // "2 x AMRAP" is left to the dose reader: two sets.
    String.raw`(?<![x×]\s*)\b(?:(?:to|till|until)\s+failure|amrap|max(?:imum)?\s+reps)\b`,
    // The vestibular exercises' own names ("VOR x1", "VOR x2": the gaze stays on a still or moving target).
    String.raw`\bVOR\s*x\s*[12]\b`,
    // A distance ("Sled push 20 m", "Bear crawl – 15 metres"): how far, not a dosage field.
    // "3 x 10 m" keeps its sets: the distance goes, the count of lengths stays for the dose reader.
    String.raw`(?<![\p{L}\d])(?<![x×]\s*)\d+(?:[.,]\d+)?\s*(?:m|metres?|meters?|yards?|yds?)(?![\p{L}])`,
    // The range a joint is taken to ("Heel slides to 90°", "Wall slide at 120 degrees", "0–90°"): a target, no count
    // (a name's own degrees stay: "360° breathing").
    String.raw`\b(?:to|up\s+to|at|until|past)\s+\d{1,3}\s*(?:°|degrees?(?![\p{L}]))|(?<![\d/])\d{1,3}\s*[-–]\s*\d{1,3}\s*°`,
  ].join('|'),
  'giu',
);
// "Alternating", abbreviated before or after the name ("Alt. reverse lunges", "Plank shoulder taps (alt.)"): how the
// sides take turns, not part of the name. A distance run out and back ("High knees – down & back") is no name either.
const ALTERNATING_OR_LAP =
  /\(\s*alt\.?\s*\)|(?<![\p{L}])alt\.(?=\s)|\s[\-–—]\s+(?:down|there|out)\s*(?:&|and|\+)\s*back$/giu;
// An instruction in brackets after the name ("(breathe slowly)", "(stay seated)", "(keep your back flat)"): a cue
// for the viewer, not part of the name.
const INSTRUCTION_ASIDE =
  /\s*[([](?:breathe|breathing|inhale|exhale|keep|stay|remember|focus|don'?t|do not|try|relax|brace|engage|make sure|no pain|pain free|go slow|nice and|light|easy|slow|slowly|gentle|gently|optional|controlled|careful)\b[^)\]]*[)\]]/giu;
// An easier or harder option after the dose ("· easier: hands on the counter", "| harder: hold a tin of beans in each
// hand", "(regression: from the knees)"): another way to do the move, whose words are no dose of this one.
const OPTION_ASIDE =
  /(?:[|(\[,;]|\s[\-–—])\s*(?:easier|harder|easy option|hard option|progression|regression|modification|modify|beginners?|advanced|make it (?:easier|harder))\s*:[^|)\]]*[)\]]?/giu;
// A kaomoji, a face drawn in brackets ("(｡•̀ᴗ-)✧", "٩(ˊᗜˋ*)و", "(ᵔᴥᵔ)", "(^_^)"), with what hangs on either side: no
// words, and no brackets to read as an aside. It holds a face's eye or mouth and no two letters of a word.
const KAOMOJI = /[^\s()]{0,3}[(（]([^()（）]{1,16})[)）][^\s()]{0,8}/gu;
const FACE = /[◕‿︶ᴗωᴥᵔᗜˊˋ｡･ﾟ˘ᵕ´°□▽≧≦ツ◡﹏⊙ಠಥ╥ᐛ❛◉・＾^_]/u;
// Letters that draw a face rather than spell a word ("ω", "ᴥ", "ツ").
const FACE_LETTERS = /[ωᴥᵔᗜᴗツᵕ]/gu;
const withoutKaomoji = (title: string) =>
  title.replace(KAOMOJI, (whole, inside: string) =>
    FACE.test(inside) && !/\p{L}{2}/u.test(inside.replace(FACE_LETTERS, ' ')) ? ' ' : whole,
  );
// A dose in square brackets before the name ("[10 biaha] Drai bo skoudernan patras", "[2 seri di 10] Primi…"): read
// as a dose written after it, so the bracket, units the engine may not read and all, is no part of the name. Not
// "[1] Squat" (numbering): the bracket holds a count and a word.
const DOSE_BRACKET_FIRST = /^\s*\[(\d[^\]]{0,40}?[\p{L}×][^\]]{0,40})\]\s*(?=\p{L})(.+)$/u;
// A question the chapter answers, before the move that answers it ("Squats hurt? Try sit to stands", "Can't feel your
// thigh working? Quad sets"): the move is the name. (A link's "?" has no space after it.)
const QUESTION_BEFORE_NAME = /^[^?]{3,}\?\s+(?:(?:try|do|use)\s+(?:this\s*:\s*)?|instead\s*:\s*)?(?=\p{L})/iu;
// A circled number before the name ("① Two hands hold up the heavens", "❷ Side plank"): its place in the list.
export const CIRCLED_NUMBER = /^\s*[\u2460-\u2473\u24f5-\u24fe\u2776-\u2793]\s*/u;
// A manual's section number before the name ("7.1 The Bench", "11.2 Squats with toe raise"): its place in the
// manual, not a count. Not a decimal measure ("2.5 kg press", "1.5 min plank").
const SECTION_NUMBER =
  /^\s*\d{1,2}\.\d{1,2}(?=\s+\p{L})(?!\s*(?:kg|kgs|lbs?|km|mi|miles?|m|mins?|minutes?|s|secs?|seconds?|x)(?![\p{L}]))\s*/iu;
// A move struck through and replaced ("J̶u̶m̶p̶ ̶s̶q̶u̶a̶t̶s̶ Squats to a chair", "~~Tuck jumps~~ Glute bridges"): the struck
// words are no longer the chapter's.
const STRUCK_THROUGH = /(?:[^\u0336]\u0336)+|~~[^~]+~~/gu;
// Angle brackets around a dose ("⟨5 തവണ⟩"), read as round ones.
const ANGLE_OPEN = /[⟨〈]/gu;
const ANGLE_CLOSE = /[⟩〉]/gu;
// The keycap ten written as a dose ("2 × 🔟", "🔟 each side").
const KEYCAP_TEN = /🔟/gu;
// Other signs typed for "times" in a dose: the heavy multiplication mark ("Roll up ✖️ 6"), the ballot x ("3 ✕ 10")
// and, from a Cyrillic keyboard, the letter х between two numbers ("3х12", "3 Х 30 сек").
const TIMES_SIGN = /\s*[✖✕⨯]\uFE0F?\s*(?=\d)|(?<=\d\s*)[хХ](?=\s*\d)|(?<=\d)\s+by\s+(?=\d)/giu;
// Sides abbreviated after a dose, as coaches' sheets write them: "3 x 8 ES" (each side), "3 x 20s p/s" (per side),
// "3 x 30s ea.".
const SIDE_SHORTHAND = /(?<=\d\p{L}{0,3}\s*)(?:\bES|\bp\/s|\bea\.(?!\s*(?:side|leg|arm)))(?![\p{L}\/])/gu;
const sideWords = (mark: string) => (mark === 'p/s' ? ' per side' : ' each side');
// The song a move is done to, credited after a music note ("Squats – 45 s 🎶 "September" – Earth, Wind & Fire").
const MUSIC_CREDIT = /\s*[🎵🎶♪♫].*$/u;
// "each" glued to a count in gym shorthand ("2x8ea", "3x10each"): read apart.
const GLUED_EACH = /(\d)(ea|each)(?=$|[\s,.;)\]/])/giu;
// Fractions of a minute ("1½ min", "½ min", "¾ min", "1.5 min"): in seconds, as the dose rules read them.
const FRACTION_OF_MINUTE = /(?<![\d.,])(\d{1,2})?(?:\s*([½¼¾])|[.,](5|25|75))\s*(min(?:ute)?s?)(?![\p{L}])/giu;
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '5': 0.5, '25': 0.25, '75': 0.75 };
const inSeconds = (_: string, whole: string | undefined, glyph: string | undefined, decimal: string | undefined) =>
  `${Math.round(((whole ? Number(whole) : 0) + FRACTIONS[glyph ?? decimal ?? '']) * 60)} s`;
// A link on a chapter line ("Bird dog → https://youtu.be/…", "(full tutorial: https://…)"), with the arrow or
// the bracket that holds it: a pointer for the viewer, not part of the name.
const LINK = /(?:[([][^)\]]*?)?(?:https?:\/\/|www\.)\S+?(?:[)\]]|(?=\s|$))|[→➜➡️👉]+\s*(?=$)/giu;
// A counter of the list after the name ("Name (3/8)", "Name [2 of 6]", "（2/6）"): the chapter's place, not a dose.
const COUNTER = /\s*[([{]\s*\d{1,2}\s*(?:\/|of|von|de|sur|di|van|z|mula\s+sa|sa)\s*\d{1,2}\s*[)\]}]/giu;
// Brackets of other scripts, read as ASCII with the digits before anything else: full-width brackets ("（10次×3组）").
const OTHER_BRACKETS = /[\uFF08\uFF09\uFF3B\uFF3D\uFF1A\uFF0C]/gu;
const ASCII_FOR: Record<string, string> = { '（': '(', '）': ')', '［': '[', '］': ']', '：': ':', '，': ',' };
export function asciiDigits(text: string): string {
  if (!/[^\x00-\x7f]/u.test(text)) return text;
  return plainDigits(text.replace(ETHIOPIC_NUMBER, ethiopicNumber)).replace(OTHER_BRACKETS, (c) => ASCII_FOR[c]);
}
// Ge'ez numerals, as Amharic and Tigrinya write counts: a tens sign and a units sign, not place digits ("፲፭" is 15,
// "፴" 30, "፪" 2).
const ETHIOPIC_NUMBER = /[\u1372-\u137A]?[\u1369-\u1371]|[\u1372-\u137A]/gu;
const ethiopicNumber = (signs: string) =>
  String(
    [...signs].reduce((sum, sign) => {
      const code = sign.charCodeAt(0);
      return sum + (code >= 0x1372 ? (code - 0x1371) * 10 : code - 0x1368);
    }, 0),
  );
// A Chinese or Japanese ordinal at the start ("第3组", "第2个动作：", "第1部"): the chapter's place, read before the
// dosage so "第3组" (the third set) is not three sets.
const CJK_ORDINAL = /^\s*第\s*\d{1,2}\s*(?:\p{Script=Han}{0,4}?\s*[:：.、\-–—]|\p{Script=Han}?)\s*/u;
// A clip length in brackets after the name ("Cobra (2:00)") or before it, after the stamp ("0:45 [1:25] Brêge"): a
// clock, not a dosage; read before a leading bracket is taken for a qualifier.
const CLIP_LENGTH = /[([]\s*\d{1,2}(?::\d{2}){1,2}\s*(?:min)?\s*[)\]]/giu;
// The marks that set a note apart from the name when spaced: dashes, a bar, "⋯", arrows and pointers.
const NOTE_MARKS = String.raw`\-–—|⋯⟶➔▸►⏵`;
// A note after a spaced dash or bar that still holds a number once the dosage is read ("Prkno – 4 série po 20 s",
// a dose in words the reader does not know), or only a scrap of one ("– по" once "15 раз" is cut): no name.
const DOSE_NOTE = new RegExp(
  String.raw`\s+[${NOTE_MARKS}]\s+(?:[^${NOTE_MARKS}]*\d[^${NOTE_MARKS}]*|[^\s\d${NOTE_MARKS}]{1,3})$`,
  'u',
);
// What a dose leaves behind once read: a lone "x", "@" or "/leg" at the end ("Step ups x", "Reverse lunge /leg @").
// Thai "per set" ("3 เซต เซตละ 10 ครั้ง") stays once both counts are read.
const DOSE_SCRAPS = /(?:\s+(?:[x×@/]|\/\s*\p{L}{1,5}|เซ็?ตละ))+\s*$/iu;
// Emoji anywhere in a title ("Glute bridge 🍑"), with their variation selectors and joiners.
const PICTOGRAPHS = /[\p{Extended_Pictographic}\uFE0F\u200D\u20E3]+/gu;
// 'Pliés aka "the elevator" — 2 × 16', "Fire hydrants a.k.a. puppy at the lamppost": the class's nickname for the
// move is no part of its name.
// "Quad sets¹", "Single leg balance*": a mark pointing to a footnote below the list.
const FOOTNOTE_MARK = /(?<=\p{L})(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡]+)(?=\s|$)/gu;
// "Goblet squat w/ Coach Dani": who teaches the move is no part of its name.
const COACH_CREDIT =
  /\s+(?:w\/|with|ft\.?|feat\.?)\s+(?:[Cc]oach|[Dd]r\.?|[Pp]hysio|[Tt]rainer|[Ii]nstructor|[Gg]uest)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?/gu;
const NICKNAME =
  /\s+(?:aka|a\.k\.a\.?|also known as)\s+(?:"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’|[^–—|·(-]+?)(?=\s*(?:[–—|·(-]|$))/giu;

// A dose written in words ("Arm raises, ten times", "thirty seconds", "eight each leg"); a number word elsewhere is
// part of the name ("Figure of eight hops").
const NUMBER_WORD_DOSE =
  /\b(?:(?:twenty|thirty|forty|fifty|sixty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?=(?:seconds?|secs?|minutes?|mins?|times|reps?|repetitions|sets?|each|per|on each|breaths?)\b)/giu;

const COUNT_AFTER_SETS_OF =
  /(?<=\b(?:sets?|rounds?)\s+of\s+)(?:(?:twenty|thirty|forty|fifty|sixty)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/giu;

// "One minute" written with the word for one after the unit, in the scripts whose units are read: "دقيقة واحدة",
// "דקה אחת", "một phút", "isang minuto".
const ONE_MINUTE = /دقيقة واحدة|דקה אחת|một phút|isang minuto|ett minutt|et minut/giu;

// The note after a name and its separator, where a dose is written in words of any language read ("Bisadda iyo saca:
// toban jeer", "Buundada – laba set"); number words in the name itself stay ("Figure of eight hops").
// (The last separator's: "حرکت ۲: زانو به سینه – ۲۰ ثانیه" keeps its name.)
const NOTE_AFTER_NAME = /(\s[–—-]\s|:\s)(?=[^–—:]*\p{L})([^–—:]*)$/u;

const numberWordDoses = (text: string) =>
  text
    // ...and durations as speech says them ("a minute and a half", "half a minute each side").
    .replace(
      NOTE_AFTER_NAME,
      (_, separator: string, note: string) => separator + spokenTimes(digitsForNumberWords(note)),
    )
    .replace(NUMBER_WORD_DOSE, (words) => `${digitsForNumberWords(words)}`)
    // "two sets of six": the count after "sets of" too.
    .replace(COUNT_AFTER_SETS_OF, (words) => `${digitsForNumberWords(words)}`)
    .replace(ONE_MINUTE, (words) =>
      /phút|minut/iu.test(words) ? `1 ${words.split(' ')[1]}` : `1 ${words.split(' ')[0]}`,
    );

/** Stands where a dose was cut out, until the note that held it is known (`cutDoseNote`). */
const DOSE_MARK = '\uE000';

function cut(text: string, spans: readonly [number, number][]): string {
  let out = text;
  for (const [from, to] of [...spans].sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, from)} ${DOSE_MARK} ${out.slice(to)}`;
  return out;
}

// Where a name ends and a note begins: a spaced dash or bar, or a colon.
const NOTE_SEPARATOR = new RegExp(String.raw`\s[${NOTE_MARKS}/]\s|:\s`, 'gu');
/**
 * The note after the name that held the dose goes with it, whatever words of the dose's language the reader left
 * ("Superman – 3 x 20 s, tenuta", "Pod fesier: 2 serii a câte 12", "Sarkaç egzersizi – 30 sn her kol"): the last
 * separator before the dose ends the name, unless what precedes it is only a label ("Exercise 3: 3x10 bridges").
 */
function cutDoseNote(text: string): string {
  const firstDose = text.indexOf(DOSE_MARK);
  if (firstDose < 0) return text;
  let last: RegExpMatchArray | undefined;
  for (const separator of text.slice(0, firstDose).matchAll(NOTE_SEPARATOR)) last = separator;
  if (last?.index === undefined) return text;
  // The label is read with its separator, as the section and numbering rules read it ("Last one -", "Übung 2:").
  const head = text
    .slice(0, last.index + last[0].length)
    .split(DOSE_MARK)
    .join(' ');
  const label = trimSeparators(stripRepeated(stripRepeated(head, NUMBERING), SECTION));
  // "Step 4 – Let it rise: bridges, 2 × 10": a name between a colon and the dose is a subtitle, which the segmenter
  // weighs against the words before the colon; not a note to cut.
  if (last[0].startsWith(':') && NAME_THEN_COMMA.test(text.slice(last.index + last[0].length, firstDose))) return text;
  return /\p{L}/u.test(label) ? text.slice(0, last.index) : text;
}
const NAME_THEN_COMMA = /^\s*\p{L}[\p{L}'’ -]*,\s*$/u;

// A pointer for the viewer after the name ("– full demo", "– see pinned comment", "(demo)"), once its link is cut.
const VIEWER_POINTER =
  /\s+(?:[\-–—|:]\s+(?:(?:full|quick|short)\s+)?(?:demo|demonstration|tutorial|walk-?through|video|link)\b[^\-–—|]*|[\-–—|]\s+see\b[^\-–—|]*|[([]\s*(?:(?:full|quick|short)\s+)?(?:demo|tutorial|video|see\b[^)\]]*)\s*[)\]])$/iu;

function untagged(raw: string): string {
  const tag = CATEGORY_TAG.exec(raw);
  if (!tag) return raw.replace(LEADING_BRACKET, '$1 ');
  const rest = raw.slice(tag[0].length);
  return isTalk(tag[1]) ? `${tag[1].trim()}: ${rest}` : rest;
}

function stripRepeated(text: string, pattern: RegExp): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(pattern, '');
  }
  return out;
}

const MIDDLE_DOT_FIELD = /\s+·\s+/g;

/**
 * "Sit to stand – 8 · Psalm 121:1", "Seated march – 1 min · Isaiah 40:31 "…"": one middle dot after a name and its
 * dose sets off a note (a verse, a reference, a cue); a note that states no dose is no part of the title, and its
 * chapter-and-verse numbers are no dose either. Any other single middle dot separates as a dash does.
 */
function withoutDotNote(title: string): string {
  const at = title.search(MIDDLE_DOT_FIELD);
  const [head, note] = [title.slice(0, at), title.slice(at).replace(MIDDLE_DOT_FIELD, '')];
  const dosed = (text: string) => Object.keys(findDosage(asciiDigits(text)).dosage).length > 0;
  if (DASH_BEFORE_DOSE.test(head) && dosed(head) && !dosed(note)) return head;
  // Otherwise the dot sets the dose or a note apart as a dash would ("Cabe ena ikalawa · vakawalu ena yava yadua").
  return `${head} – ${note}`;
}
const DASH_BEFORE_DOSE = /\p{L}\s+[–—-]\s+\S/u;

/** The number of cells stating the same dose as the first cell that states one ("10/leg | 10/leg | –": 2). */
function sameDoseCells(cells: readonly string[]): number {
  const doses = cells.map((c) => c.trim()).filter((c) => /\d/.test(c));
  return doses.length > 0 ? doses.filter((c) => c === doses[0]).length : 0;
}
const BARE_COUNT = /^\s*[1-9]\d?\s*$/;
const CELL_LABEL = /^\s*(?:\p{L}{1,12}\.?\s*#?\d{1,2}|\p{Lu}{1,3})\s*$/u;

/** The parts of a chapter title; `notes` (lines under the chapter) may complete the dosage. */
export function readChapterTitle(raw: string, notes: readonly string[] = []): ChapterTitle {
  // "Round 2 Step-ups", "[Set 2] Squats": the number of the round is no count of steps or squats.
  const roundMarked = ROUND_NUMBER.test(raw);
  const anotherView = raw.search(CAMERA_VIEW) >= 0;
  const setOfTotal = SET_OF_TOTAL.exec(raw);
  // A box to tick for each set ("☐☐☐ Clamshells – 15 each side"): as many sets as boxes, when a dose is written.
  const boxes = tickBoxes(raw);
  // "Push-ups · 3 × 10 · easier: … · harder: …": three or more fields between middle dots are cells, as with bars.
  const answered = withPlainSeparators(withoutKaomoji(raw.replace(QUOTED_LEAD, '')))
    .replace(WORK_BLOCK, '$1 – $2')
    .replace(TIME_OF_DAY_FIRST, '')
    .replace(TICK_BOXES, '')
    .replace(CAMERA_VIEW, '')
    .replace(STRUCK_THROUGH, ' ')
    .replace(NICKNAME, '')
    .replace(FOOTNOTE_MARK, '')
    .replace(COACH_CREDIT, '')
    .replace(CIRCLED_NUMBER, '')
    .replace(SECTION_NUMBER, '')
    .replace(CLIP_LENGTH, ' ')
    .replace(ANGLE_OPEN, '(')
    .replace(ANGLE_CLOSE, ')')
    .replace(KEYCAP_TEN, '10')
    .replace(TIMES_SIGN, ' × ')
    .replace(SIDE_SHORTHAND, sideWords)
    .replace(MUSIC_CREDIT, '')
    .replace(QUESTION_BEFORE_NAME, '')
    .replace(DOSE_BRACKET_FIRST, (_, dose: string, name: string) => `${name} – ${dose}`);
  const dots = (answered.match(MIDDLE_DOT_FIELD) ?? []).length;
  const celled =
    dots >= 2 ? answered.replace(MIDDLE_DOT_FIELD, ' | ') : dots === 1 ? withoutDotNote(answered) : answered;
  const bare = numberWordDoses(
    asciiDigits(untagged(celled))
      .replace(ROUND_NUMBER, ' ')
      .replace(CJK_ORDINAL, '')
      .replace(LINK, ' ')
      .replace(COUNTER, ' ')
      .replace(HASHTAG, ' ')
      .replace(LOAD_TEMPO_EFFORT_REST, ' ')
      .replace(INSTRUCTION_ASIDE, ' ')
      .replace(OPTION_ASIDE, ' ')
      .replace(ALTERNATING_OR_LAP, ' ')
      .replace(GLUED_EACH, '$1 $2')
      .replace(FRACTION_OF_MINUTE, inSeconds),
  );
  const found = findDosage(bare);
  let text = cut(bare, found.spans);
  // A table row ("Cat cow | 3x10 | Lower back"): two or more bars make cells, and the name is the first one; the other
  // cells (dose, region, a cue) were read for the dosage above.
  let dosage = found.dosage;
  const cells = text.split('|');
  if (cells.length > 2) {
    // A station's label in the first cell ("Stn 1 · Step-ups · 1 min", "AR · March on the spot · 1 min") is its place.
    const named = cells.filter((cell) => /\p{L}/u.test(cell));
    text = (named.length > 1 && CELL_LABEL.test(named[0]) ? named[1] : named[0]) ?? text;
    // "Sit-to-stand | 10": a cell holding a bare count is the repetitions.
    const count = cells.find((cell) => BARE_COUNT.test(cell));
    if (count && dosage.reps === undefined && dosage.hold_seconds === undefined)
      dosage = { ...dosage, reps: Number(count) };
    // "Push-up | 8 | 8 | 8", one column per set: the same dose in two cells or more is that many sets.
    const sets = sameDoseCells(celled.split('|'));
    if (sets >= 2 && dosage.sets === undefined && Object.keys(dosage).length > 0) dosage = { ...dosage, sets };
  }
  text = cutDoseNote(text).split(DOSE_MARK).join(' ').replace(VIEWER_POINTER, '');
  for (const note of notes) dosage = completeDosage(dosage, findDosage(asciiDigits(note)).dosage);
  if (boxes >= 2 && dosage.sets === undefined && Object.keys(dosage).length > 0) dosage = { ...dosage, sets: boxes };
  if (setOfTotal && dosage.sets === undefined) dosage = { ...dosage, sets: Number(setOfTotal[1]) };
  let repetition: Repetition = roundMarked && !setOfTotal ? 'repeat' : null;
  if (text.search(PART) >= 0 || anotherView || setOfTotal) repetition = 'part';
  else if (text.search(REPEAT) >= 0 || text.search(REPEAT_OTHER_LANGUAGES) >= 0) repetition = 'repeat';
  text = text.replace(PART, ' ').replace(REPEAT, ' ').replace(REPEAT_OTHER_LANGUAGES, ' ').replace(EMPTY_BRACKETS, ' ');
  text = trimSeparators(text.replace(UNCLOSED_BRACKET, '').replace(AFTER_SEMICOLON, ''));
  text = trimSeparators(
    stripRepeated(stripRepeated(text, NUMBERING), SECTION).replace(AFTER_COMMA, '').replace(WHILE_CLAUSE, ''),
  );
  text = trimSeparators(stripRepeated(stripRepeated(text, LEADING_FILLER), TRAILING_FILLER));
  text = trimSeparators(text.replace(DOSE_NOTE, '').replace(DOSE_SCRAPS, ''));
  return { words: trimSeparators(text.replace(PICTOGRAPHS, ' ')), dosage, repetition };
}
