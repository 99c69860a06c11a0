/**
 * Thirty-fourth held-out caption batch (heldout34), after the W3C WebVTT drafts ("WebVTT files provide captions or
 * subtitles for video content, and also text video descriptions… chapters for content navigation", the interview sample
 * "<v Roger Bingham>We are in New York City" with "align:right size:50%" cues) and MDN's WebVTT page ("WEBVTT - This
 * file has cues", a cue id "14", "NOTE This is a comment", "- Never drink liquid nitrogen." with a dash per speaker);
 * pages on work-place warm-ups (Nice Healthcare's "A 5-Minute Mobility Routine for Kitchen Crews… Rotate your chest and
 * arm toward the ceiling… Do 5-10 reps per side", Culinary Agents' "Hand and Finger Tendon Glide… Make a hook fist…
 * Make a full fist… Make a straight fist… 10 repetitions of each exercise per hand", a chef's blog on standing at the
 * prep station "It's hot, loud, and you probably just got asked what the specials are"; the tattoo press on back pain,
 * "Tattoo artists are 25 percent more likely to develop neck and back pain than the average worker", "Often perched on
 * low stools", Guy Aitchison's "with the weight of my head centered above by hips"); patient pages of exercise apps
 * (Physiapp's "A repetition (or "rep") means doing a movement once from start to finish… hold (only visible after
 * opening the exercise)", Newton Metrics' "Tap the "+ EXERCISE" button… Sets, Reps, Hold duration… Frequency Options:
 * Daily, Every Other Day"); window cleaning guides ("a z method or fanning technique… building a mountain out of the
 * water on the glass", Unger's "Window squeegee… Glass scraper"); machine polishing guides (Autogeek's "you're only
 * going to tackle a section about 16" to 18" inches square… using overlapping passes", a detailer's "Sections size,
 * Number of passes, Pressure, Machine speed, Arm speed, Angle of attack"); and the number pages of Lezgian (peterlin.pl:
 * "цIуд ten, цIусад eleven, цIикьвед twelve… цIувад fifteen", ""Twenty" in Lezgi is "къад"… 24 for instance is къанни
 * кьуд "20 and 4"", ""сад" and "кьвед" lose their "д"'s when used before nouns. Thus we say - кьве гада "two boys"";
 * languagesandnumbers' "30 – къанни цIуд"), Zarma (djerma.nl's "The word ce or sorro in combination with the cardinal
 * number is used to indicate the number of times… ce hinka, sorro hinka: twice", "iway cindi fo: eleventh… warankanta:
 * twentieth", the counting lesson's "Zanka gu: Five children… Tuuri way: Ten trees"; a Peace Corps blog's "Fofo means
 * "hello" in Zarma… I like to add To at the beginning, which means "ok"", "Kala tonton: bye bye… Kala suru: with
 * patience"), Pennsylvania Dutch (languagesandnumbers: "10 – zehe, 11 – elf, 12 – zwelf… 15 – fuffzeh… 20 – zwansich, 30
 * – dreissich", "vazeh [14] (and not vierzeh), fuffzeh [15] (and not fimfzeh)"; a Berks County column's "Deel Leit
 * saage Deutsch, un annere Leit saage, Deitsch"), Mi'kmaq (languagesandnumbers: "5 – na'n… 10 – newtiska'q… 15 –
 * newtiska'q jel na'n… 20 – tapuiska'q, 30 – nesiska'q"; the Wikiversity course's "ten (10) is an exception where the
 * word mtln is traditionnaly more used instead of newtiska'q"; Acadia's "Kwé (gwey) – Hello, Wela'lioq… – Thank you
 * (group)… Pjila'si – Welcome") and Dagbani (languagesandnumbers and Dagbon Kingdom: "Tim'ma tomato anu means Give me
 * five tomatoes", "15: Pia ni anu (10 and 5)", "18: Pishi ayi ka (literally "twenty, two is not there")", "pishi [20]…
 * pihita [30]"), with the sentences around the numbers written from the labeller's own knowledge: a Derbent
 * physiotherapist's low back programme in Russian with Lezgian numbers in plain-looking WebVTT with cue ids, voice spans
 * and NOTE blocks (new: "Держим вад секунд. ЦIуд сеферда.", "Къанни цIуд секунд, потом другая нога", "ЦIуд сеферда в
 * каждую сторону", "Кьве подход, цIикьвед сеферда", "ЦIувад сеферда", the cardinals "Сад:", "Кьвед:"… "Вад:" as labels);
 * a Niamey physiotherapist's knee programme for older women in French with Zarma in auto-captions (new: "tenez secondes
 * gu… ce way", "ce way pour chaque jambe", "ce way cindi gu", "séries hinka ce way", "secondes waranza pour chaque
 * jambe"); a Lancaster County therapist's shoulder programme for Plain patients in English and Deitsch in SRT,
 * demonstrating the moves himself (new: "Dreissich Sekunde", "Zehe Mol", "Zwee Sets vun zwelf", "hold it fimf
 * Sekunde… Zehe Mol", "Zwansich Sekunde, dann die anner Seit", the ordinals "Es erscht… es fimft"); an Eskasoni
 * physio's chair class for elders in English with Mi'kmaw numbers in plain WebVTT (new: "Nesiska'q seconds",
 * "Newtiska'q times, each leg", "Na'n times", "Newtiska'q jel na'n", "Tapuiska'q seconds, then the other foot"); a
 * Tamale physiotherapist's neck and upper back programme for farmers and market women in English with Dagbani numbers
 * in Windows SRT (new: "Hold it anu seconds. Pia times.", "Pishi seconds, then the other side", "Pishi ayi ka", "Ayi
 * sets, pia ni ayi", "Pihita seconds"); an occupational health physio's warm-up with a restaurant brigade at the pass
 * before Friday service in auto-captions ("five of those", "twenty seconds then the other hand", "fifteen", "five each
 * way", "twenty seconds each leg", the covers, the fish delivery and the allergens board); a physio with a tattoo artist
 * in the fifteen minutes between clients in plain WebVTT ("Ten", "Eight", "Thirty seconds", "Twenty seconds, then the
 * other hand", "Five rounds", the autoclave and the early client); a physio with a dairy herdsman in the milking parlour
 * pit between milkings in Windows SRT ("Ten forwards, and ten backwards", "Fifteen", "Two sets of twelve", "Twenty",
 * "Thirty seconds, then the other leg", the tanker, the feed lorry and cow 214); a council physio with a refuse crew at
 * the depot at six in the morning in SRT ("Ten", "Five each leg", "Five each side", "Thirty seconds, then swap", the
 * wagon, the glass boxes and the hills) — and three traps with no exercise done by a person that still give sets, reps,
 * holds, seconds, sides, pushes, pulls, passes, strokes, pressure and exercise names: a screen recording of a clinic's
 * exercise prescription software for new staff in WebVTT with voice spans ("type clamshell in the search… Sets three,
 * reps fifteen, and tick each side", "glute bridge. Three sets of ten, and hold… five seconds at the top", "Sit to
 * stand, two sets of eight. Calf raise, twenty"), a window cleaner's squeegee technique in plain WebVTT ("always push
 * forward, never pull back", "the S pattern… keep the blade at about forty five degrees… turn at each side", "Both sides
 * of the glass", "three wipes", "my shoulders are done by lunchtime") and a detailer's machine polish in auto-captions
 * ("four pea sized drops", "slow arm speed about an inch a second light pressure", "four passes left to right and four
 * passes up and down", "that's my arm day done"). Each case names activities in passing (the lezginka at weddings and
 * carrying carpets to the market; pounding millet, wedding dances and the football on the neighbours' radio; pitching
 * hay, volleyball after the singing and the morning milking; bingo and the powwow bus; carrying loads on the head, the
 * groundnut farm, smock dancing and football; lifting stock pots; the saddle stool and the stencil; the new rotary
 * parlour; the hills and recycling week) that must not start a segment. Written before the engine was run on them even
 * once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: pressing the low back into the floor with the knees bent ("Прижмите
 * поясницу к полу") the pelvic tilt, one knee pulled to the chest with the hands the knee to chest, the knees together
 * tipped right then left lying ("колени вместе, медленно вправо, потом влево") the lower trunk rotation, the opposite
 * arm and leg stretched out on the hands and knees the bird dog, the hips lifted lying with the feet on the floor the
 * glute bridge, squashing a towel under the straight knee ("vous écrasez la serviette") the quad sets, lifting the
 * straight leg lying with the other knee bent the straight leg raise, standing up from the chair without the hands the
 * sit to stand, rising onto the toes behind the chair the calf raise, leaning forward with the leg straight and the heel
 * down the hamstring stretch, leaning on the table letting the arm hang in little circles the pendulum, the fingers
 * walked up the wall like a spider the wall walk, turning the hands out against a band with the elbows at the sides the
 * external rotation with band, squeezing the shoulder blades together the scapular squeeze, the arm pulled across the
 * chest with the other hand the cross body shoulder stretch, marching the feet sitting the seated march, straightening
 * the knee sitting the long arc quad, standing on one foot holding the chair the single leg balance, the chin drawn
 * straight back the chin tuck, the ear to the shoulder helped by the hand the upper trapezius stretch, rolling the
 * shoulders backwards the shoulder roll, the hands behind the back opening the chest the chest stretch, the hands on the
 * low back leaning back the standing back extension, the palm up and the fingers pulled back the wrist flexor stretch,
 * looking over one shoulder then the other the neck rotation, the heel pulled to the bottom holding the bench the
 * standing quad stretch, leaning back over the back of the chair with the hands behind the head the thoracic extension,
 * the forearms on the door frame stepping through the doorway pec stretch, the palm down and the fingers pulled down the
 * wrist extensor stretch, straight hand, hook fist, full fist and straight fist the tendon glides, small circles with the
 * arms out the arm circles, pulling both ends of a band back the band row, pushing the bottom back with a flat back the
 * hip hinge, sitting down as if to grab a bin handle off the floor the squat, stepping forward and back the lunge, an arm
 * over the head leaning to the side the standing side bend, the hands on the wagon with one foot back and the heel down
 * the calf stretch), else the speaker's words. A move done on one side then the other is one segment with side "each",
 * as are "потом другая нога", "в каждую сторону", "pour chaque jambe", "dann die anner Seit", "each leg", "then the other
 * foot", "then the other side", "then the other hand", "each way", "each side", "then swap" and "then the other leg";
 * "ten forwards, and ten backwards" of the arm circles are directions, not sides. "ЦIуд сеферда", "ЦIувад сеферда", "ce
 * way", "ce way cindi gu", "Zehe Mol", "Newtiska'q times", "Na'n times", "Newtiska'q jel na'n", "Pishi ayi ka", "five of
 * those", "fifteen", "Ten", "Eight", "Five rounds", "Fifteen" and "Twenty" are reps; "Держим вад секунд. ЦIуд сеферда.",
 * "tenez secondes gu… ce way", "hold it fimf Sekunde… Zehe Mol" and "Hold it anu seconds. Pia times." are reps of a
 * hold; "Кьве подход, цIикьвед сеферда", "séries hinka ce way", "Zwee Sets vun zwelf", "Ayi sets, pia ni ayi" and "Two
 * sets of twelve" are sets; a timed block ("Къанни цIуд секунд", "secondes waranza", "Dreissich Sekunde", "Zwansich
 * Sekunde", "Nesiska'q seconds", "Tapuiska'q seconds", "Pishi seconds", "Pihita seconds", "twenty seconds", "Thirty
 * seconds") is a hold; Lezgian, Zarma, Pennsylvania Dutch, Mi'kmaq and Dagbani number words read as their numbers (вад 5,
 * цIуд 10, цIикьвед 12, цIувад 15, къанни цIуд 30, кьве 2; gu 5, way 10, way cindi gu 15, waranza 30, hinka 2; fimf 5,
 * zehe 10, zwelf 12, zwansich 20, dreissich 30, zwee 2; na'n 5, newtiska'q 10, newtiska'q jel na'n 15, tapuiska'q 20,
 * nesiska'q 30; anu 5, pia 10, pia ni ayi 12, pishi ayi ka 18, pishi 20, pihita 30, ayi 2), and "сеферда", "ce", "Mol"
 * and "times" are times; the Lezgian and Dagbani cardinals used as labels ("Сад:", "Кьвед:") and the Deitsch ordinals
 * are no dose; dosage only when it is said for that move. Frequencies ("кьве сеферда в день", "ce hinka par jour",
 * "twice a day", "every day", "every morning", "between every client", "after every milking"), the covers, hours, cows,
 * kilos, the round's hills and the traps' sets, reps, holds, seconds, sides, inches, degrees, passes, wipes, drops,
 * speeds and windows are no dose; talk stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut34: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout34-lezgian-derbent-vtt-rich',
    kind: 'captions',
    title: 'Болит поясница? Вад упражнений дома | Физиотерапевт из Дербента (по-русски и по-лезгински)',
    description:
      'Пять простых упражнений для поясницы. Считаем по-лезгински. Если боль отдаёт в ногу или немеет стопа – сначала к врачу.',
    style: 'vtt-rich',
    items: [
      'Салам алейкум, хъсан инсанар! Я Сабина, физиотерапевт из Дербента. Сегодня вад упражнений для поясницы, а считать буду по-лезгински, как моя бабушка.',
      'Многие спрашивают, можно ли с такой спиной танцевать лезгинку на свадьбе и носить ковры на базар. Об этом в другом видео, не переживайте.',
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Сад: лягте на спину, колени согнуты. Прижмите поясницу к полу. Держим вад секунд. ЦIуд сеферда.',
      { pause: 75 },
      { ex: 'knee to chest', dosage: { hold_seconds: 30, side: 'each' } },
      'Кьвед: одно колено к груди, руками помогаем. Къанни цIуд секунд, потом другая нога.',
      { pause: 70 },
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'Пуд: колени вместе, медленно вправо, потом влево. ЦIуд сеферда в каждую сторону.',
      { pause: 60 },
      'Гьа, хъсан я. Не торопимся, дышим спокойно.',
      { ex: 'bird dog', dosage: { sets: 2, reps: 12 } },
      'Кьуд: на четвереньках, правую руку и левую ногу вытянуть, потом наоборот. Кьве подход, цIикьвед сеферда.',
      { pause: 95 },
      { ex: 'glute bridge', dosage: { reps: 15 } },
      'Вад: на спине, стопы на полу, поднимаем таз и медленно опускаем. ЦIувад сеферда.',
      { pause: 60 },
      { end: true },
      'Всё. Делайте это кьве сеферда в день, утром и вечером. Если боль уходит в ногу – к врачу. Сагърай, до встречи!',
    ],
  },
  {
    name: 'captions-heldout34-zarma-niamey-auto',
    kind: 'captions',
    title: 'Genou douloureux ? Cinq exercices à la maison | Kiné à Niamey (zarma + français)',
    description:
      "Exercices pour l'arthrose du genou, pour nos mamans et nos grands-mères. En zarma et en français. Si le genou est rouge, chaud ou très gonflé, allez à l'hôpital.",
    style: 'vtt-auto',
    items: [
      "fofo fofo mate ni go baani samay moi c'est aïcha kinésithérapeute à niamey aujourd'hui on fait les exercices pour le genou",
      'beaucoup de mamans me demandent si elles peuvent encore piler le mil et danser au mariage on en parle dans une autre vidéo',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'premier exercice assise la jambe tendue une serviette roulée sous le genou vous écrasez la serviette tenez secondes gu et relâchez ce way',
      { pause: 75 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      "deuxième couchée sur le dos l'autre genou plié vous levez la jambe tendue et vous descendez doucement ce way pour chaque jambe",
      { pause: 90 },
      "to to kala suru doucement doucement pardon c'est la radio des voisins ils écoutent le match du mena",
      { ex: 'sit to stand', dosage: { reps: 15 } },
      'troisième vous vous levez de la chaise sans les mains et vous vous asseyez doucement ce way cindi gu',
      { pause: 70 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 10 } },
      'quatrième debout derrière la chaise vous tenez le dossier vous montez sur la pointe des pieds et vous descendez séries hinka ce way',
      { pause: 80 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'cinquième assise au bord de la chaise la jambe tendue le talon par terre vous penchez en avant le dos droit secondes waranza pour chaque jambe',
      { pause: 75 },
      { end: true },
      'faites ça ce hinka par jour le matin et le soir fofo kala tonton',
    ],
  },
  {
    name: 'captions-heldout34-pennsylvania-dutch-schulder-srt',
    kind: 'captions',
    title: 'Shoulder Exercises in Deitsch & English – For Our Plain Community Patients',
    description:
      'Many of our patients in Lancaster County are Amish and Mennonite. Abe demonstrates the exercises himself. A printed sheet is at the front desk, and please call the office if the pain gets worse.',
    style: 'srt',
    items: [
      "Gude Mariye! I'm Abe, one of the therapists here. Lots of our patients are Plain people, so today I'm doing the shoulder exercises in Deitsch and English, just like we talk at home.",
      "If you fell off the hay wagon or a ladder in the barn and it's still swelled up and black and blue, see the doctor first.",
      "And no, I can't tell you yet when you can go back to pitching hay or playing volleyball after the singing. We'll see at your next visit.",
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Nau, es erscht: lean on the kitchen table with the good arm, let the sore arm hang down, and make little circles. Dreissich Sekunde.',
      { pause: 35 },
      { ex: 'wall walk', dosage: { reps: 10 } },
      'Es zwett: face the wall and walk your fingers up like a spider, as high as it goes, then walk them back down. Zehe Mol.',
      { pause: 65 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'Es dritt: the band in both hands, elbows at your sides, and turn the hands out. Zwee Sets vun zwelf.',
      { pause: 90 },
      "Ach, the band's slipping. Tie it to the door handle if you're by yourself, that works too.",
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'Es viert: squeeze the shoulder blades together, hold it fimf Sekunde, and let go. Zehe Mol.',
      { pause: 70 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Es fimft: pull the arm across your chest with the other hand. Zwansich Sekunde, dann die anner Seit.',
      { pause: 50 },
      { end: true },
      "That's it. Do them twice a day, once after the morning milking and once after supper. Denki, and mach's gut!",
    ],
  },
  {
    name: 'captions-heldout34-mikmaq-eskasoni-elders-vtt',
    kind: 'captions',
    title: "Chair Exercises for Our Elders – Eskasoni Health Centre (English & Mi'kmaw)",
    description:
      "Our Tuesday chair class, filmed for elders who can't make it in. Have a sturdy chair with no wheels and something to hold on to. Wela'lioq to everyone who joined in.",
    style: 'vtt',
    items: [
      "Kwe', everyone, pjila'si! Welcome to our Tuesday chair class here at the health centre. I'm Mary, the physio.",
      'Before we start, bingo has moved to Thursday this week, and the bus for the powwow leaves the band office at nine on Saturday.',
      { ex: 'seated march', dosage: { hold_seconds: 30 } },
      "Let's warm up. Sitting tall, march your feet, nice and easy. Nesiska'q seconds.",
      { pause: 35 },
      { ex: 'long arc quad', dosage: { reps: 10, side: 'each' } },
      "Now straighten one knee, hold it up a second, and down. Newtiska'q times, each leg.",
      { pause: 60 },
      "Joe, that's it. Wela'lin. You're showing off now.",
      { ex: 'sit to stand', dosage: { reps: 5 } },
      "Stand up from the chair, no hands if you can, and sit down slow. Na'n times.",
      { pause: 40 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      "Hold the back of the chair. Up on your toes, and down. Newtiska'q jel na'n.",
      { pause: 45 },
      { ex: 'single leg balance', dosage: { hold_seconds: 20, side: 'each' } },
      "Still holding the chair, stand on one foot. Tapuiska'q seconds, then the other foot.",
      { pause: 50 },
      { end: true },
      "Good work, all of you. Do this every day, and I'll see you next Tuesday. Wela'lioq! Msit No'kmaq.",
    ],
  },
  {
    name: 'captions-heldout34-dagbani-tamale-srt-windows',
    kind: 'captions',
    title: 'Neck and Upper Back Pain? 5 Exercises | Physiotherapist in Tamale (English & Dagbani)',
    description:
      'For farmers, market women and everyone who carries loads on the head. If you have numbness in the arm or the pain came after a fall, see a doctor first.',
    style: 'srt-windows',
    items: [
      'Dasiba! Good morning to you all. My name is Abdul-Rahman, a physiotherapist here in Tamale. Today we do five exercises for the neck and upper back.',
      'Many of you carry loads on the head to the market, and the farmers bend the whole day on the groundnut farm. Smock dancing and football, we will talk about another day.',
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'Number one. Sit up straight and pull the chin back, like a double chin. Hold it anu seconds. Pia times.',
      { pause: 70 },
      { ex: 'upper trapezius stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Number two. Ear to the shoulder, the hand helps small. Pishi seconds, then the other side.',
      { pause: 50 },
      { ex: 'shoulder roll', dosage: { reps: 18 } },
      'Number three. Roll the shoulders backwards, slowly. Pishi ayi ka.',
      { pause: 35 },
      'Naa, that is good. Oya, the next one.',
      { ex: 'scapular squeeze', dosage: { sets: 2, reps: 12 } },
      'Number four. Squeeze the shoulder blades together and release. Ayi sets, pia ni ayi.',
      { pause: 80 },
      { ex: 'chest stretch', dosage: { hold_seconds: 30 } },
      'Number five. Hands together behind your back, open the chest. Pihita seconds.',
      { pause: 35 },
      { end: true },
      'Do it every morning before you go to the farm or the market. Thank you, and God bless you.',
    ],
  },
  {
    name: 'captions-heldout34-restaurant-kitchen-preservice-auto',
    kind: 'captions',
    title: 'Pre-Service Warm Up for Chefs – 5 Minutes at the Pass (Occupational Health Physio)',
    description:
      'Filmed in a real kitchen before Friday dinner service. Long shifts standing on tiles, knives, hot pans and heavy pots: this is the five minutes we ask every brigade to do.',
    style: 'vtt-auto',
    items: [
      "right chefs gather round by the pass two minutes before the first tickets come in i'm tom from the occupational health team",
      "chef says a hundred and twenty covers tonight and the fish delivery is late so let's be quick",
      { ex: 'standing back extension', dosage: { reps: 5 } },
      'hands on your lower back and lean back gently look up at the extractor five of those',
      { pause: 20 },
      { ex: 'wrist flexor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      "arm out palm up pull the fingers back with the other hand twenty seconds then the other hand that's your knife hand thank me later",
      { pause: 45 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      "up on your toes and down fifteen you're standing on tiles for ten hours",
      { pause: 25 },
      'marco stop tasting the jus and join in',
      { ex: 'neck rotation', dosage: { reps: 5, side: 'each' } },
      'turn your head to look over one shoulder then the other five each way',
      { pause: 25 },
      { ex: 'standing quad stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'hold the steel bench grab your ankle heel to your bum twenty seconds each leg',
      { pause: 45 },
      { end: true },
      "that's it service in ten minutes the allergens board is up no nuts on table six and lift those stock pots with your legs please",
    ],
  },
  {
    name: 'captions-heldout34-tattoo-studio-between-clients-vtt',
    kind: 'captions',
    title: 'Tattoo Artist Neck & Wrist Reset – 10 Minutes Between Clients (With a Physio)',
    description:
      'Jess has been tattooing for 12 years and her neck has had enough. Our physio came into the studio to show what to do between clients. Not medical advice for your own pain.',
    style: 'vtt',
    items: [
      "So Jess, you've got fifteen minutes before your next client, and your neck's been bad since that back piece on Saturday. Let's use it.",
      "Seven hours on a low stool hunched over someone's ribs, no wonder. And don't worry, I won't touch anything, the autoclave's running.",
      { ex: 'chin tuck', dosage: { reps: 10 } },
      'Sit up tall on the stool. Chin straight back, make a double chin, and relax. Ten.',
      { pause: 40 },
      { ex: 'thoracic extension', dosage: { reps: 8 } },
      'Hands behind your head, lean back over the back of the chair, and come up. Eight.',
      { pause: 35 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      'Forearms on the door frame, and step through until you feel it across the chest. Thirty seconds.',
      { pause: 35 },
      "Your eleven o'clock is early. Tell her two minutes, Dan.",
      { ex: 'wrist extensor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Arm straight, palm down, and pull the fingers down with the other hand. Twenty seconds, then the other hand.',
      { pause: 45 },
      { ex: 'tendon glides', dosage: { reps: 5 } },
      'Last one. Straight hand, hook fist, full fist, straight fist, and open again. Five rounds.',
      { pause: 35 },
      { end: true },
      "Do that between every client. And get a saddle stool, you'll thank me. Right, go and put the stencil on.",
    ],
  },
  {
    name: 'captions-heldout34-dairy-parlour-srt-windows',
    kind: 'captions',
    title: 'Shoulder Care for Dairy Farmers – Exercises in the Milking Parlour Pit',
    description:
      'Part of our farm health project. Gareth milks 300 cows twice a day; this is what he does in the pit after milking. Talk to your own physio if your shoulder wakes you at night.',
    style: 'srt-windows',
    items: [
      "Right, Gareth, cows are out, the parlour's hosed down, and the tanker's not due till half eight, so we've got ten minutes.",
      "Three hundred cows twice a day, reaching up to put the clusters on. That's a lot of arm. It's the right shoulder that's worst, yeah?",
      { ex: 'arm circles', dosage: { reps: 10 } },
      'Stand in the pit, arms out to the side, small circles. Ten forwards, and ten backwards.',
      { pause: 30 },
      { ex: 'external rotation with band', dosage: { reps: 15 } },
      'Loop the band round the rail. Elbow tucked in at your side, turn the hand out, and slowly back. Fifteen.',
      { pause: 45 },
      { ex: 'band row', dosage: { sets: 2, reps: 12 } },
      'Now both ends of the band, pull back and squeeze your shoulder blades together. Two sets of twelve.',
      { pause: 75 },
      "Is that the collie barking at the tanker already? No, it's the feed lorry. Carry on.",
      { ex: 'calf raise', dosage: { reps: 20 } },
      'You stand down here four hours a day. Up on your toes, and down. Twenty.',
      { pause: 40 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Heel up on the step, leg straight, and lean forward from the hips. Thirty seconds, then the other leg.',
      { pause: 70 },
      { end: true },
      'Do that after every milking. And number two one four is still on the mastitis list, by the way, so keep her milk out of the tank.',
    ],
  },
  {
    name: 'captions-heldout34-bin-crew-depot-srt',
    kind: 'captions',
    title: 'Two-Minute Warm Up for Refuse Collectors – At the Depot Before the Round',
    description:
      'Our council physio with the crew of wagon 7 at 6am. Bins, glass boxes and hills all day: two minutes before the round helps.',
    style: 'srt',
    items: [
      "Morning lads, and Sharon. Six o'clock, I know. Two minutes of this before you get in the wagon.",
      "Round seven today, that's the hills, so it's a heavy one. And it's recycling week, so it's the glass boxes as well.",
      { ex: 'hip hinge', dosage: { reps: 10 } },
      "Hands on your hips, push your bum back with a flat back, and stand up tall. That's how you lift the glass box. Ten.",
      { pause: 35 },
      { ex: 'squat', dosage: { reps: 10 } },
      "Feet wide, sit down like you're grabbing a bin handle off the floor, and stand up. Ten.",
      { pause: 35 },
      { ex: 'lunge', dosage: { reps: 5, side: 'each' } },
      'Step forward into a lunge, and back. Five each leg.',
      { pause: 45 },
      "Dave, the wagon's not going anywhere without you. Back in the line.",
      { ex: 'standing side bend', dosage: { reps: 5, side: 'each' } },
      'One arm over your head, lean to the side, then the other. Five each side.',
      { pause: 30 },
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Hands on the side of the wagon, one foot back, heel down. Thirty seconds, then swap.',
      { pause: 65 },
      { end: true },
      "Good. Pull the bins, don't push them up the kerb, and swap hands on the hills. See you Thursday.",
    ],
  },
  {
    name: 'captions-heldout34-trap-hep-software-demo-vtt-rich',
    kind: 'captions',
    title: 'How to Build a Home Exercise Programme in the Clinic Software (Training for New Staff)',
    description:
      'Internal training video for new physios and assistants: building, sending and printing a home exercise programme. Test patient only, no real patient data.',
    style: 'vtt-rich',
    items: [
      'Hi team, this is a quick screen recording for the new starters on how we build a home exercise programme in the software.',
      "Open the patient, click Programmes, then New. I'll do a knee one for our pretend patient, Mr Test.",
      { pause: 5 },
      'Click Add exercise and type clamshell in the search. Drag it in. Sets three, reps fifteen, and tick each side.',
      { pause: 6 },
      "Next, glute bridge. Three sets of ten, and hold, let's put five seconds at the top.",
      { pause: 5 },
      'Sit to stand, two sets of eight. Calf raise, twenty. You can drag them up and down to change the order.',
      { pause: 6 },
      'Frequency: once a day, five days a week. Add a note: stop if the pain goes above five out of ten.',
      "Then Send by email, or print it if they don't have a smartphone. And please save before you close it, we lost three programmes last week.",
    ],
  },
  {
    name: 'captions-heldout34-trap-window-cleaner-squeegee-vtt',
    kind: 'captions',
    title: 'How I Clean a Window in 2 Minutes – Squeegee Technique From a Pro Window Cleaner',
    description:
      'Tools: 14" squeegee, applicator, scraper, scrim. A few drops of washing-up liquid in the bucket is all you need.',
    style: 'vtt',
    items: [
      'Right, this is how I do a standard sash window, outside then inside, with a fourteen inch squeegee.',
      'Wet the glass with the applicator, scrub side to side, get into the corners, and lift off the bird muck with the scraper. Hold the scraper flat and always push forward, never pull back, or you will scratch it.',
      { pause: 8 },
      'Now cut in the top edge, about an inch. Then the fanning, the S pattern: start top left, keep the blade at about forty five degrees, and turn at each side without lifting it off.',
      { pause: 10 },
      'Wipe the blade on every pass. Both sides of the glass, same again on the inside.',
      { pause: 8 },
      "Finish with the scrim round the edges, three wipes, and dry the sill. That's about two minutes a window.",
      "I do about a hundred and fifty windows a day, so I don't need a gym, my shoulders are done by lunchtime.",
    ],
  },
  {
    name: 'captions-heldout34-trap-car-polishing-auto',
    kind: 'captions',
    title: 'Removing Swirl Marks With a Dual Action Polisher – One Step Polish on a Black Bonnet',
    description:
      'Beginner friendly one-step paint correction. Always do a test section first. Pads and polish used are in the pinned comment.',
    style: 'vtt-auto',
    items: [
      "right so this bonnet's full of swirls from the car wash brushes today we're doing a one step polish with the dual action",
      'tape up the rubber trims first then four pea sized drops on the pad and dab it on the section about two foot by two foot',
      { pause: 6 },
      'spread it on speed one then up to speed four slow arm speed about an inch a second light pressure just the weight of the machine',
      { pause: 12 },
      "overlap by half the pad four passes left to right and four passes up and down and keep the pad flat don't tilt it",
      { pause: 10 },
      "lift the machine off wipe it with a microfibre and check it with the torch yeah that's about ninety percent of the swirls gone",
      { pause: 6 },
      "do the other side of the bonnet the same and that's my arm day done honestly holding this thing for six hours",
    ],
  },
];
