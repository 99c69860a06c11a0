/**
 * Twenty-second held-out caption batch (heldout22), after public truck-driver stretch pages ("Hold each stretch for 20
 * to 30 seconds… repeat two or three times per side", "Do ten rolls forward, then ten backward", "Use your rig for
 * balance"), paediatric physio pages on cerebral palsy, subtitles that name their speakers in square brackets,
 * accessibility captions that transcribe on-screen text ("[ON SCREEN: …]"), pickleball warm-up pages, driving-instructor
 * blogs on clutch control ("find the biting point and hold the pedal still", "the thickness of a pound coin"),
 * pottery-throwing tutorials ("Standard practice is three times up and down", "Pulling up the walls usually will take
 * two or three pulls"), university robotics open days and Lingala, Wolof, Tongan, Xhosa, Chichewa and Chuvash pages: a
 * Kinshasa physiotherapist's back programme in Lingala with French loanwords ("simba basekonde mitano… Salá yango mbala
 * zomi", "basekonde ntuku mibale, sima bongola lokolo", "Mbala mwambe na ngambo nyonso… Ba série mibale", new); a Dakar
 * physiotherapist's knee programme in Wolof auto-captions ("téyeel ko juróomi segond… fukki yoon", "fukki yoon ci tànk
 * bu nekk", "ñaari seri yu fukk", "fanweeri segond soppi tànk", new); a Tongan seniors' chair class in a church hall in
 * Tongan and English, the dose said in both ("Ko e miniti ʻe taha. One minute.", "Tuʻo hongofulu ʻi he vaʻe takitaha.
 * Ten each leg.", "Ua seti ʻo e hongofulu", "Mālōlō" a rest between the sets), counting aloud in Tongan and the lakalaka
 * dance named for next week (new); a Gqeberha physiotherapist's back programme in Xhosa in WebVTT with voice spans and
 * NOTE blocks ("Yenza amaxesha alishumi", "imizuzwana engamashumi amabini, uze utshintshe umlenze", "njengenyoka",
 * "Iiseti ezimbini zamaxesha alishumi", new); a Lilongwe physiotherapist's knee programme in Chichewa in Windows SRT
 * ("kakhumi ndi mwendo uliwonse", "gwirani masekondi asanu… Kakhumi", "masekondi makumi atatu. Katatu.", "Maseti awiri
 * a kakhumi", new); a Cheboksary physiotherapist's neck programme in Chuvash ("Пилӗк ҫеккунт тытӑр. Вунӑ хут.", "Ҫирӗм
 * ҫеккунт, унтан тепӗр енне", "Вунӑ хут каялла, вунӑ хут малалла", "Икӗ серия, вунӑшар хут", new); a hamstring review
 * whose SRT names both speakers in square brackets ("[JO]", "[KEIRA]") with the patient's questions between the moves;
 * a runners' glute session whose captions transcribe the burned-in title cards ("[ON SCREEN: 1 – CLAMSHELLS · 3 × 12
 * EACH SIDE]") before the coach's words, a preview card for next week and a subscribe card; a pickleball warm-up in
 * auto-captions with scores ("first game to eleven win by two") and court numbers that are no dose; a physio at a
 * motorway services with a lorry driver on his break (nine hours driven, a forty-five minute break, forty-four tonnes);
 * a school physio with a six-year-old with cerebral palsy ("[child laughing]", splints, counting the bridges aloud,
 * "Flamingo time!") — and three traps with no exercise done by a person that still give reps, holds, sets and exercise
 * names: a driving lesson on clutch control ("Hold it there for five seconds… Let's do that ten times", "Three goes
 * along to the lamp post and back", "you're not doing a bench press"), a robotics lab's humanoid robot doing squats,
 * push-ups and a plank at an open day in auto-captions ("ten squats", "five push ups", "hold a plank for thirty
 * seconds", "three sets and the knee motors hit seventy degrees") and a pottery class ("Thirty times for each ball",
 * "three times up and down", "hold steady for ten seconds", "Three pulls", "basically a forearm workout"). Each case
 * names moves or activities in passing ("kopota mbangu mpe kobeta ndembo", "planche" next week, "daw ak futbal ci
 * tefes gi", "the lakalaka", "ukubaleka nebhola ekhatywayo", "kuthamanga ndi mpira wamiyendo", "йӗлтӗрпе ҫӳресси тата
 * ишесси", "планка" next week, "no Nordics", "sprinting for the bus", "five-a-side", "single-leg squats and some
 * hopping", "burpees on court three", "dinking", "push-ups on the tarmac", "touch my toes", "football" in PE, "the
 * trampoline", "my stretches tonight", "a bench press", "my squats", "push-ups in my studio") that must not start a
 * segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: lifting the hips lying on the back ("Tombolá loketo", "phakamisa
 * isinqe", "Push your bottom up to the sky, like a bridge") the glute bridge, a knee pulled to the chest the knee to
 * chest, the back raised "lokola pusu" (like a cat) and lowered the cat cow, an arm forward and the other leg back on all
 * fours the bird dog, pressing the knee into a towel the quad sets, lifting the straight leg lying on the back the
 * straight leg raise, standing up from the chair without the hands and sitting again the sit to stand, the heel on a
 * stool and leaning forward the hamstring stretch, marching in the chair the seated march, straightening the knee in the
 * chair the long arc quad, both arms lifted to the sky the arm raises, pushing up on the belly "njengenyoka" (like a
 * snake) the cobra stretch, sliding down the wall as if sitting the wall sit, climbing the step the step up, drawing the
 * head back the chin tuck, lowering the ear to the shoulder the neck side bend, circling the shoulders back and forward
 * the shoulder roll, squeezing the shoulder blades together the scapular squeeze, bridges with the heels on the step the
 * hamstring bridge, sliding the heels out and in from a bridge on sliders the hamstring curl, the side-lying leg raises
 * the side lying hip abduction, dropping and hiking the hip on the stair the hip hike, side lunges the lateral lunge,
 * the heel up on the cab step and leaning forward the hamstring stretch, the long stride against the trailer pushing the
 * hips forward the hip flexor stretch, the hand on the trailer turning away the chest stretch, the twist in the seat the
 * seated spinal twist, one foot on the wedge with the heel down the calf stretch, "Flamingo time! Stand on one leg" the
 * single leg balance), else the speaker's words ("wrist circles", "split steps"). A move done on one side then the other
 * is one segment with side "each", as are "sima bongola lokolo", "na ngambo nyonso", "ci tànk bu nekk", "soppi tànk",
 * "ʻi he vaʻe takitaha", "uze utshintshe umlenze", "ndi mwendo uliwonse", "унтан тепӗр енне", "Вунӑ хут каялла, вунӑ хут
 * малалла", "Eight on each leg", "EACH SIDE" on a card, "each way", "then swap", "then the other foot goes on" and "Five
 * with this leg, then five with the other leg"; the bird dog that alternates ("uze utshintshe", and then switch) with
 * no count per side carries no side; "Ba série mibale", "ñaari seri yu fukk", "Ua seti ʻo e hongofulu" with
 * "Mālōlō" between, "Iiseti ezimbini zamaxesha alishumi", "Maseti awiri a kakhumi", "Икӗ серия, вунӑшар хут", "two sets",
 * "Two sets of six", "3 × 12" and "2 × 15" on a card and "two sets of fifteen" are sets; "Ten seconds each way, three
 * times" is 3 reps of a 10 s hold each side; "masekondi makumi atatu. Katatu." is 3 reps of a 30 s hold; "hold for three
 * at the top… Ten of them" is 10 reps of a 3 s hold; a timed block ("Ko e miniti ʻe taha", "thirty seconds" of split
 * steps, "30 S EACH SIDE" on a card) is a hold; a dose said in both languages of a bilingual line is said once; a dose on
 * a title card is the move's dose when the coach does not contradict it; dosage only when it is said for that move.
 * Counting aloud ("Taha, ua, tolu", "One… two… three…"), rests, weeks since injury, hours driven, breaks, tonnes, ages,
 * GMFCS levels, scores, court numbers, frequencies ("mbala mibale na mokolo", "bés bu nekk", "ʻi he pongipongi kotoa
 * pē", "kabini ngemini", "tsiku lililonse", "Кунне икӗ хут", "every break", "every day"), the title cards' move counts
 * and the traps' seconds, times, goes, sets, squats, push-ups, degrees, balls, pulls and minutes are no dose; talk, a
 * question, a title card for a later video or a rest between moves stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut22: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout22-lingala-mokongo-vtt',
    kind: 'captions',
    title: 'Pasi ya mokongo? Ba exercice minei na ndako | Kiné na Kinshasa (na Lingala)',
    description:
      'Kiné Grâce alakisi bino ba exercice minei mpo na pasi ya mokongo. Soki pasi ekiti na lokolo to ebakisami, bókende kotala monganga.',
    style: 'vtt',
    items: [
      'Mbote na bino! Nkombo na ngai Grâce, nazali kiné na Kinshasa. Lelo tokosala ba exercice minei mpo na mokongo.',
      'Bato mingi batunaka ngai mpo na kopota mbangu mpe kobeta ndembo. Tokolobela yango mokolo mosusu.',
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'Ya liboso. Lala na mokongo, gumbá mabolongo. Tombolá loketo, simba basekonde mitano, sima kitisá. Salá yango mbala zomi.',
      { pause: 60 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Ya mibale. Benda ebolongo moko tii na ntolo na maboko mibale. Simba basekonde ntuku mibale, sima bongola lokolo.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Ya misato. Tɛlɛmá na maboko mpe na mabolongo. Tombolá mokongo lokola pusu, sima kitisá yango malembe. Mbala zomi.',
      { pause: 45 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Ya suka. Sembolá lobɔkɔ moko liboso mpe lokolo mosusu sima. Mbala mwambe na ngambo nyonso, sima lisusu. Ba série mibale.',
      { pause: 95 },
      { end: true },
      'Salá ba exercice oyo mbala mibale na mokolo. Pɔsɔ ekoya tokosala planche. Matondi mingi!',
    ],
  },
  {
    name: 'captions-heldout22-wolof-oom-auto',
    kind: 'captions',
    title: 'Metitu óom? 4 exercice ngir óom ci kër | Kiné ci Dakar (ci Wolof)',
    description: 'Exercice yu yomb ngir metitu óom. Su óom bi newee walla metit bi yokkoo, demal seet doktoor.',
    style: 'vtt-auto',
    items: [
      'salaam aleekum maa ngi tudd fatou kiné laa ci dakar',
      'tey dinañu def ñeenti exercice ngir óom',
      'ñu bare laaj nañu ma ci daw ak futbal ci tefes gi dinañu ci wax beneen yoon',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'bu njëkk bi toogal ci suuf def serviette ci suufu óom bi bësal óom bi ci suuf téyeel ko juróomi segond bàyyi ko defal ko fukki yoon',
      { pause: 55 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'ñaareel bi tëddal ci sa ginnaaw yékkatil sa tànk bu jub bi wàccal ko ndànk ndànk fukki yoon ci tànk bu nekk',
      { pause: 70 },
      { ex: 'sit to stand', dosage: { sets: 2, reps: 10 } },
      'ñetteel bi toogal ci siis taxawal te bul jëfandikoo sa loxo toogaatal ñaari seri yu fukk',
      { pause: 60 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'mujj gi teg sa tànk ci kaw benn tabure óom bi jub sëgg ba nga yëg ko ci ginnaaw tànk bi téyeel ko fanweeri segond soppi tànk',
      { pause: 70 },
      { end: true },
      'defal lii bés bu nekk jërëjëf ba beneen yoon',
    ],
  },
  {
    name: 'captions-heldout22-tongan-seniors-chair-srt',
    kind: 'captions',
    title: 'Kalasi Fakamālohisino ki he Kau Toulekeleka – Seniors Chair Class (Tongan & English)',
    description:
      'Our Thursday chair class in the church hall with Sela, a physiotherapist. Talk to your doctor before you start. Mālō ʻaupito!',
    style: 'srt',
    items: [
      'Mālō e lelei, everyone. Ko hoku hingoa ko Sela, ko e fisiotelapisi au. Welcome to our Thursday class in the church hall.',
      'ʻI he uike kahaʻu, next week, the youth group will teach us the lakalaka, so bring your dancing feet.',
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      'ʻUluaki: laka ʻi hoʻo nofoʻanga. March in your chair, swing your arms. Ko e miniti ʻe taha. One minute.',
      { pause: 60 },
      { ex: 'long arc quad', dosage: { reps: 10, side: 'each' } },
      'Hono ua: fakatonu ho tuí, pea tuku hifo. Straighten the knee, and down. Tuʻo hongofulu ʻi he vaʻe takitaha. Ten each leg.',
      'Taha, ua, tolu, fā, nima...',
      { pause: 50 },
      { ex: 'arm raises', dosage: { sets: 2, reps: 10 } },
      'Hono tolu: hiki hake ho nima ʻe ua ki ʻolunga. Both arms up to the sky. Ua seti ʻo e hongofulu. Two sets of ten.',
      { pause: 30 },
      'Mālōlō. Rest.',
      { pause: 10 },
      'Seti hono ua. Second set.',
      { pause: 30 },
      { ex: 'sit to stand', dosage: { reps: 8 } },
      'Hono fā: tuʻu hake pea toe nofo. Stand up, and sit back down slowly. Tuʻo valu. Eight times.',
      { pause: 50 },
      { end: true },
      'Faiva lelei! Do these every morning, ʻi he pongipongi kotoa pē. Mālō ʻaupito, and see you next week for the lakalaka.',
    ],
  },
  {
    name: 'captions-heldout22-xhosa-umqolo-vtt-rich',
    kind: 'captions',
    title: 'Umqolo obuhlungu? Imithambo emi-4 yasekhaya | Physiotherapist (isiXhosa)',
    description: 'Imithambo elula yomqolo. Ukuba iintlungu zihlela emlenzeni okanye ziyanda, yiya kugqirha.',
    style: 'vtt-rich',
    items: [
      'Molweni nonke. Igama lam ndinguThandeka, ndi-physiotherapist eGqeberha. Namhlanje siza kwenza imithambo emine yomqolo.',
      'Abantu abaninzi bandibuza ngokubaleka nebhola ekhatywayo. Siza kuthetha ngako ngenye imini.',
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'Okokuqala: lala ngomqolo, goba amadolo, uphakamise isinqe, uze usihlise kancinci. Yenza amaxesha alishumi.',
      { pause: 45 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Okwesibini: tsala idolo elinye ukuya esifubeni. Libambe imizuzwana engamashumi amabini, uze utshintshe umlenze.',
      { pause: 50 },
      { ex: 'cobra stretch', dosage: { reps: 8 } },
      'Okwesithathu: lala ngesisu, izandla phantsi kwamagxa, uziphakamise ngezandla njengenyoka. Amaxesha asibhozo.',
      { pause: 45 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 10 } },
      'Okokugqibela: guqa ngezandla namadolo. Yolula ingalo enye phambili nomlenze omnye ngasemva, uze utshintshe. Iiseti ezimbini zamaxesha alishumi.',
      { pause: 90 },
      { end: true },
      'Yenza le mithambo kabini ngemini. Enkosi kakhulu, sobonana kwividiyo elandelayo!',
    ],
  },
  {
    name: 'captions-heldout22-chichewa-bondo-srt-windows',
    kind: 'captions',
    title: 'Kupweteka kwa bondo? Masewera olimbitsa thupi 4 a kunyumba | Physiotherapist (Chichewa)',
    description:
      'Masewera osavuta a bondo lopweteka. Ngati bondo latupa kapena kupweteka kukukulirakulira, pitani kuchipatala.',
    style: 'srt-windows',
    items: [
      'Moni nonse. Dzina langa ndine Chikondi, ndine physiotherapist ku chipatala ku Lilongwe. Lero tichita masewera anayi a bondo.',
      'Anthu ambiri amandifunsa za kuthamanga ndi mpira wamiyendo. Tidzakambirana tsiku lina.',
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      "Choyamba: gonani chagada, pindani mwendo umodzi, ndipo kwezani mwendo wowongoka pang'onopang'ono. Chitani kakhumi ndi mwendo uliwonse.",
      { pause: 75 },
      { ex: 'long arc quad', dosage: { reps: 10, hold_seconds: 5 } },
      'Chachiwiri: khalani pa mpando, wongolani bondo, gwirani masekondi asanu, kenako tsitsani. Kakhumi.',
      { pause: 60 },
      { ex: 'wall sit', dosage: { reps: 3, hold_seconds: 30 } },
      'Chachitatu: tsamirani khoma ndi msana, tsikirani ngati mukukhala pa mpando. Gwirani masekondi makumi atatu. Katatu.',
      { pause: 100 },
      { ex: 'step up', dosage: { sets: 2, reps: 10 } },
      'Chomaliza: kwerani pa sitepe ndi mwendo umodzi, kenako tsikani. Maseti awiri a kakhumi.',
      { pause: 70 },
      { end: true },
      'Chitani izi tsiku lililonse. Zikomo kwambiri, tionana nthawi ina!',
    ],
  },
  {
    name: 'captions-heldout22-chuvash-mai-vtt',
    kind: 'captions',
    title: 'Мӑй ыратать-и? Килте тумалли 4 хӑнӑхтару | Физиотерапевт (чӑвашла)',
    description: 'Мӑйпа хулпуҫҫи валли ансат хӑнӑхтарусем. Алла ыратни куҫсан, врач патне кайӑр.',
    style: 'vtt',
    items: [
      'Ырӑ кун! Эпӗ Марина, Шупашкарти физиотерапевт. Паян мӑй валли тӑватӑ хӑнӑхтару тӑватпӑр.',
      'Нумайӑшӗ йӗлтӗрпе ҫӳресси тата ишесси ҫинчен ыйтаҫҫӗ. Ун ҫинчен тепӗр хут калаҫӑпӑр.',
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'Пӗрремӗш. Сӑмсана тӳрӗ тытса, пуҫа каялла туртӑр. Пилӗк ҫеккунт тытӑр. Вунӑ хут.',
      { pause: 55 },
      { ex: 'neck side bend', dosage: { hold_seconds: 20, side: 'each' } },
      'Иккӗмӗш. Хӑлхана хулпуҫҫи патне антарӑр. Ҫирӗм ҫеккунт, унтан тепӗр енне.',
      { pause: 50 },
      { ex: 'shoulder roll', dosage: { reps: 10, side: 'each' } },
      'Виҫҫӗмӗш. Хулпуҫҫисене ҫавӑрӑр. Вунӑ хут каялла, вунӑ хут малалла.',
      { pause: 40 },
      { ex: 'scapular squeeze', dosage: { sets: 2, reps: 10 } },
      'Тӑваттӑмӗш. Хулпуҫҫи шӑммисене пӗрле пӑчӑртӑр. Икӗ серия, вунӑшар хут.',
      { pause: 60 },
      { end: true },
      'Кунне икӗ хут тӑвӑр. Тепӗр эрнере планка тӑватпӑр. Тавтапуҫ!',
    ],
  },
  {
    name: 'captions-heldout22-bracket-speakers-hamstring-srt',
    kind: 'captions',
    title: 'Hamstring Strain Rehab – 3 Weeks In (Real Session with Keira)',
    description:
      "A real review session, filmed with Keira's permission. Your own physio will set your programme and timeline.",
    style: 'srt',
    items: [
      '[JO] Right, Keira, three weeks since the hamstring went. How did the stairs feel this morning?',
      '[KEIRA] Fine going up. Sprinting for the bus yesterday was a bad idea though.',
      '[JO] No sprinting yet. And no Nordics either, those come in a few weeks. Today is about loading it gently.',
      { ex: 'hamstring bridge', dosage: { reps: 10, hold_seconds: 3 } },
      '[JO] First, bridges with your heels up on the step. Lift your hips, hold for three at the top, and down. Ten of them.',
      { pause: 45 },
      { end: true },
      '[KEIRA] Is it meant to cramp a bit?',
      '[JO] A little is normal with the heels on the step. Shake it out.',
      { ex: 'single leg deadlift', dosage: { sets: 2, reps: 8, side: 'each' } },
      '[JO] Next, single-leg deadlifts. Hinge at the hip, back leg long, reach down towards the floor. Eight on each leg, two sets.',
      { pause: 85 },
      { ex: 'hamstring curl', dosage: { sets: 2, reps: 6 } },
      '[JO] Now the sliders. Bridge up, slide your heels out slowly and pull them back in. Two sets of six.',
      { pause: 60 },
      { end: true },
      '[KEIRA] Can I go back to five-a-side next week?',
      "[JO] Let's see how the jogging goes first. Two weeks of jogging, then we talk about five-a-side.",
    ],
  },
  {
    name: 'captions-heldout22-on-screen-cards-glute-med-vtt',
    kind: 'captions',
    title: 'Glute Med for Runners – 4 Moves, No Equipment (Hip & Knee Pain)',
    description:
      'Captions include the on-screen text for blind and low-vision viewers. Stop if your pain goes above a 4 out of 10.',
    style: 'vtt',
    items: [
      '[ON SCREEN: GLUTE MED FOR RUNNERS – 4 MOVES, NO EQUIPMENT]',
      "Hey runners. If your knee or hip aches after your long run, your glute med is probably asleep. Let's wake it up.",
      { ex: 'clamshell', dosage: { sets: 3, reps: 12, side: 'each' } },
      '[ON SCREEN: 1 – CLAMSHELLS · 3 × 12 EACH SIDE]',
      'Lie on your side, knees bent, and open the top knee like a book. Keep your hips stacked.',
      { pause: 80 },
      { ex: 'side lying hip abduction', dosage: { sets: 3, reps: 10, side: 'each' } },
      '[ON SCREEN: 2 – SIDE-LYING LEG RAISES · 3 × 10 EACH SIDE]',
      'Straighten that top leg, toes pointing forward, and lift. Slow on the way down.',
      { pause: 80 },
      { ex: 'side plank', dosage: { hold_seconds: 30, side: 'each' } },
      '[ON SCREEN: 3 – SIDE PLANK · 30 S EACH SIDE]',
      "Elbow under your shoulder, hips high. If that's too much, drop the bottom knee.",
      { pause: 70 },
      { ex: 'hip hike', dosage: { sets: 2, reps: 15, side: 'each' } },
      '[ON SCREEN: 4 – HIP HIKES · 2 × 15 EACH SIDE]',
      'Stand on the bottom stair on one leg, let the other hip drop, then hike it back up. No band needed.',
      { pause: 65 },
      { end: true },
      '[ON SCREEN: NEXT WEEK – SINGLE-LEG SQUATS + HOPPING]',
      "That's it. Next week we progress to single-leg squats and some hopping. See you then.",
      '[ON SCREEN: SUBSCRIBE 🔔]',
    ],
  },
  {
    name: 'captions-heldout22-pickleball-warmup-auto',
    kind: 'captions',
    title: 'Pickleball Warm-Up Before You Play (5 Minutes, On Court) | Sports Physio',
    description: 'A quick warm-up for pickleball players of all ages. Play within your limits.',
    style: 'vtt-auto',
    items: [
      'all right pickleball crew before we play let us warm up properly because half of you came straight from the car park',
      'and no i am not making you do burpees on court three that was one time',
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      'grab the fence leg swings front to back 10 on each leg',
      { pause: 35 },
      { ex: 'lateral lunge', dosage: { reps: 8, side: 'each' } },
      'now side lunges sit back into one hip then the other 8 each side',
      { pause: 45 },
      { ex: 'wrist circles', dosage: { reps: 10, side: 'each' } },
      'paddle hand wrist circles ten each way',
      { pause: 20 },
      { ex: 'split steps', dosage: { hold_seconds: 30 } },
      'now split steps like you are waiting at the kitchen line little hop land wide thirty seconds',
      { pause: 30 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'last one calf raises off the edge of the court two sets of fifteen',
      { pause: 50 },
      { end: true },
      'okay that is us grab your paddles first game to eleven win by two and remember dinking is a skill not a personality',
    ],
  },
  {
    name: 'captions-heldout22-lorry-driver-services-srt',
    kind: 'captions',
    title: 'Stretches for Lorry Drivers – 10 Minutes at the Services (Physio with a Trucker)',
    description:
      'Filmed at a motorway services with Dave, an HGV driver. Only stretch when the vehicle is parked with the engine off.',
    style: 'srt',
    items: [
      "Hi, I'm Gary, I'm a physio, and this is Dave, who's been driving artics for thirty years.",
      "Dave's done nine hours today and he's on his forty-five minute break, so we're borrowing ten minutes of it. And no, Dave, we're not doing push-ups on the tarmac.",
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'First, heel up on the step of the cab, leg straight, and lean forward from your hips. Thirty seconds each leg.',
      { pause: 65 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Now a long stride against the trailer, back knee straight, and push your hips forward. Twenty seconds, then swap.',
      { pause: 45 },
      { ex: 'chest stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Hand flat on the side of the trailer, arm straight, and turn your body away. That one is your chest. Twenty seconds each arm.',
      { pause: 45 },
      { end: true },
      "Forty-four tonnes I can reverse into a bay, but I still can't touch my toes.",
      { ex: 'seated spinal twist', dosage: { reps: 3, hold_seconds: 10, side: 'each' } },
      'Back in the seat. Sit tall, one hand on the wheel, and twist. Ten seconds each way, three times.',
      { pause: 60 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      'And shoulder rolls, backwards. Ten.',
      { pause: 15 },
      { end: true },
      "That's it, Dave. Do that every break and you've still got time for the bacon roll.",
    ],
  },
  {
    name: 'captions-heldout22-cerebral-palsy-school-vtt-rich',
    kind: 'captions',
    title: "Leo's School Physio Session – Cerebral Palsy Exercises at School (Filmed with Permission)",
    description:
      "Leo's mum agreed to share this session. Every child with cerebral palsy needs their own programme from their physiotherapist.",
    style: 'vtt-rich',
    items: [
      'Hi Leo! High five. Today we do your exercises in the hall before PE.',
      "Leo is six, and he has cerebral palsy that mostly affects his legs, GMFCS level two. He walks in his splints, but they come off for this. PE is football today, so he's keen.",
      '[child laughing]',
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'Lie on the mat, feet flat. Push your bottom up to the sky, like a bridge for the cars. Ten bridges.',
      'One... two... three... four...',
      { pause: 40 },
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Now one foot on the wedge with the heel right down. Stretchy calves. Thirty seconds, then the other foot goes on.',
      { pause: 65 },
      { ex: 'step up', dosage: { reps: 5, side: 'each' } },
      'Step up onto the box, and down. Five with this leg, then five with the other leg.',
      { pause: 45 },
      { ex: 'single leg balance', dosage: { hold_seconds: 10, side: 'each' } },
      'Flamingo time! Stand on one leg. Ten seconds on each leg.',
      { pause: 30 },
      { end: true },
      "Brilliant work, Leo. Splints back on, and go and tell Mr Patel you're ready for football.",
      '[child laughing]',
      'Mum, the bridges and the stretches every day, and the flamingo when he brushes his teeth. He can bounce on the trampoline at home as much as he likes.',
    ],
  },
  {
    name: 'captions-heldout22-trap-driving-lesson-clutch-srt',
    kind: 'captions',
    title: 'Learner Driver Lesson 4 – Clutch Control & Hill Starts (Real Lesson)',
    description: 'Filmed with my pupil Amira. Dual controls fitted. Book lessons through the link below.',
    style: 'srt',
    items: [
      'Right, Amira, lesson four. Today is clutch control, on this quiet road by the industrial estate.',
      'Handbrake on, clutch all the way down, first gear. Now bring the clutch up slowly until you hear the engine note drop. That is the biting point.',
      "Hold it there for five seconds. Feel the bonnet lift? Now clutch back down. Let's do that ten times.",
      { pause: 60 },
      'Good. Now creep forward: move the clutch no more than the thickness of a pound coin. Three goes along to the lamp post and back.',
      { pause: 60 },
      "Mirror, signal, manoeuvre. Hill start next, on the slope. Hold it on the biting point, release the handbrake, and don't roll back.",
      { pause: 40 },
      "Great. Next lesson, the turn in the road and the parallel park. And my back is killing me from braking on your last hill start, so I'll be doing my stretches tonight.",
      "Your arms are tired because you grip the wheel like a weightlifter. Ten to two, relaxed. You're not doing a bench press.",
    ],
  },
  {
    name: 'captions-heldout22-trap-robot-squats-open-day-auto',
    kind: 'captions',
    title: 'Our Humanoid Robot Does a Workout! – Robotics Lab Open Day',
    description:
      'Filmed at the university robotics lab open day. Robot: RB-2, a research humanoid. Please do not touch the robot.',
    style: 'vtt-auto',
    items: [
      'welcome to the robotics lab everyone this is rb two our humanoid and today for the open day it is going to do a little workout',
      'first ten squats watch the knees it keeps its back straighter than my squats ever were',
      { pause: 30 },
      'now five push ups the arms only have about six kilos of torque so five is its limit',
      { pause: 25 },
      'next it will hold a plank for thirty seconds while my student gives it a gentle shove to test the balance controller',
      { pause: 35 },
      'we usually run three sets and the knee motors hit seventy degrees so that is where we stop',
      'battery is at forty percent so questions while it charges',
    ],
  },
  {
    name: 'captions-heldout22-trap-pottery-wedging-vtt',
    kind: 'captions',
    title: "Beginners' Wheel Throwing – Week 2: Wedging, Centring & Pulling Up",
    description: 'Our Tuesday evening pottery course. Clay and glazes included. Aprons on!',
    style: 'vtt',
    items: [
      "Welcome to week two of beginners' wheel throwing. Aprons on, sleeves up.",
      "First we wedge the clay. Ram's head wedging: push down and forward with the heels of your hands, then rock it back. Thirty times for each ball.",
      { pause: 40 },
      'Slap it onto the centre of the wheel. Wheel fast. Cone it up and down, three times up and down. Elbows braced on your thighs, and hold steady for ten seconds while it centres.',
      { pause: 50 },
      'Open it with your thumbs, then pull up the walls. Three pulls, slow wheel, squeezing and lifting.',
      { pause: 60 },
      "Let them dry for twenty minutes before trimming. And yes, your forearms will ache tomorrow. It's basically a forearm workout, but nobody's doing push-ups in my studio.",
    ],
  },
];
