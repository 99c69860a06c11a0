/**
 * Twenty-eighth held-out caption batch (heldout28), after public hand therapy leaflets for wrist fractures (a physio
 * clinic's "Tendon glides… Hook Grip, Full Fist, MCP Grip", "Pronation/Supination: Rotate Palm Down & Up", "Isometric
 * Wrist Extension… Hold each exercise for 10 - 45 seconds and repeat 5 times", a patient's blog of "Turn palm up as far
 * as it will go, then down"), cardiac rehabilitation circuit guidance (the RACGP HANDI pages: "warm up (5–10 minutes)",
 * the Borg scale "usually a 12 to 13 (somewhat hard)", a cardiac rehab text's "Active recovery stations should last for
 * no more than one minute" and circuit cards), postnatal pelvic floor classes and vestibular rehabilitation sessions
 * (gaze stabilisation with a card at arm's length, the Epley manoeuvre done by the clinician), veterinary physiotherapy
 * home programmes for dogs after cruciate surgery (Skylos Sports Medicine's cookie stretch: "3-5 repetitions to each
 * side with brief pause"; Top Dog Health's weight shifting: "gently rock their hips back and forth"; a rehab centre's
 * "Encourage it to take 10 steps backwards, four (4) times a day"; "work up to 10 sit-to-stands"), sourdough baking
 * guides ("You stretch one side up and fold it toward the center, then rotate and repeat for all four sides… 1-4 sets
 * of folds spaced 30-60 minutes apart", coil folds for wetter doughs), inhaler-with-spacer instructions (MSD Manuals:
 * "Exhale fully… Hold your breath for 10 seconds… repeat the process after 1 minute"; the ATS steps: "wait 15 to 30 s…
 * before taking the next puff"), and number pages for Kurmanji (the Kurdish Wiktionary's "Hejmar" page: yek, du, sê,
 * çar, pênc… deh, yazdeh, dazdeh… pazdeh… bîst, sî; a grammar's "dehhezar car"), Manx (the Mona Miscellany list and
 * gaelg.im's lesson 12: "nane, jees, tree, kiare, queig… jeih… daa-yeig… queig-jeig… feed"; "Keayrt (a time, a turn)…
 * daa cheayrt—twice", the noun put inside a compound number) and Tahitian (languagesandnumbers: "ho'e, piti, toru,
 * maha, pae… 'ahuru… 'ahuru ma piti… piti 'ahuru, toru 'ahuru"), with Alsatian and Crimean Tatar written from the
 * labeller's own knowledge (Alsatian "fimf, zehn, zwelf… zwanzig, drissig… Mol"; Crimean Tatar "beş, on, on eki,
 * yigirmi, otuz… kere"): a hand therapist's first session after a wrist cast comes off in WebVTT with cue ids, voice
 * spans and NOTE blocks, talking to the patient ("Five of each position", "Ten turns", "Hold for ten... and relax. Five
 * of those", scar cream "a couple of minutes twice a day" that is "not one of your exercises"); a cardiac rehab circuit
 * class in auto-captions (the Borg scale's "twelve to fourteen", stations called by number, "for one minute" at most
 * stations, a pulse counted "for fifteen seconds" and times four, "one kilo weights", "ten nice and slow"); a postnatal
 * pelvic floor class in SRT (long squeezes "Hold for ten seconds… Ten of those" and then "Ten quick squeezes" as two
 * moves, the tummy gap's "two finger widths", "Eight each leg", a feeding baby); a vestibular physiotherapy appointment
 * in plain WebVTT (the Epley done last week by the physio, dizziness scores out of ten, "Thirty seconds", "Another
 * thirty seconds", "Thirty seconds, then swap which foot is in front", "Three lengths"); a Diyarbakır physiotherapist's
 * knee programme in Kurmanji in WebVTT (new: "Pênc çirkeyan bigire. Deh caran.", "Ji bo her lingî deh caran", "Du set,
 * her set dazdeh caran", "Pazdeh caran"); a Strasbourg kiné's back programme in Alsatian in Windows SRT (new: "Fimf
 * Sekunde hewe. Zehn Mol.", "zehn Mol uf jeder Sitt", "Zwei Serie, àcht Mol uf jeder Sitt", "Drissig Sekunde"); an
 * Aqmescit physiotherapist's shoulder programme in Crimean Tatar auto-captions (new: "otuz saniye", "beş saniye tutuñız
 * on kere", "eki seriya on eki kere", "yigirmi saniye soñ ekinci qol"); a Douglas physio's knee programme in Manx in
 * SRT (new: "Cum eh rish queig sekondyn. Jeih keayrtyn.", "Jeih keayrtyn son dagh lurgey", "Daa cheayrt yeig", "Daa
 * set, queig keayrtyn jeig"); a Pape'ete physiotherapist's neck and shoulder programme in Tahitian in WebVTT with voice
 * spans (new: "Tāpe'a pae tetoni. 'Ahuru taime.", "Piti 'ahuru tetoni i te pae tāta'itahi", "E piti pupu, 'ahuru ma
 * piti taime i te pupu hō'ē", "Toru 'ahuru tetoni") — and three traps with no exercise done by a person that still give
 * sit to stands, stretches, holds, sides, sets and counts: a veterinary physiotherapist teaching an owner his dog's
 * home programme after cruciate surgery in auto-captions ("sit to stands… ten of those", "cookie stretches… hold for
 * three seconds three to each side", "rock her hips side to side for thirty seconds", "ten steps backwards", "bella's
 * the one doing the work not james"), a baker's stretch and folds in SRT ("four sets, one every thirty minutes",
 * "stretch it up… fold it over… Rotate the bowl a quarter turn and repeat", "Hold it up for a few seconds", coil folds,
 * "that's my arm day sorted") and a respiratory nurse's inhaler-with-spacer technique in WebVTT with cue ids ("shake
 * the inhaler five or six times", "Breathe out fully", "hold your breath for ten seconds", "wait thirty seconds and
 * repeat", "Two puffs twice a day", the blue inhaler "ten minutes before the exercise class"). Each case names moves or
 * activities in passing (driving, the pharmacist's talk, running, jumping and netball, driving again, the Epley,
 * "govend û futbol", "Fuessball un Schwimmbàd", "haytarma", "bluckan-coshey as rinkey", "te va'a e te 'ori", lead walks
 * and running off lead, the arm day, pulmonary rehab) that must not start a segment. Written before the engine was run
 * on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: the hook, the full fist and back to straight the tendon glides,
 * letting the wrist drop over the table's edge and lifting it the wrist flexion and extension, turning the palm up and
 * down holding a hammer the forearm pronation and supination, pushing the back of the fist up into the therapist's hand
 * without moving the isometric wrist extension, "step ups onto the low step" the step up, curls with small weights the
 * bicep curl, "wall press ups" the wall push up, "knee lifts marching on the spot" the standing march, "side raises
 * arms out to shoulder height" the lateral raise, squeezing and lifting the pelvic floor (long or quick) the pelvic
 * floor contraction, drawing the lower tummy in the transverse abdominis activation, sliding one heel away along the
 * mat the heel slides, keeping the eyes on a letter while turning or nodding the head the gaze stabilisation, standing
 * heel to toe the tandem stance, turning the head while walking the corridor the head turns while walking, pressing the
 * knee down on a towel ("destmalekê bide bin çoka xwe û çokê ber bi jêr ve bitepisîne", "lhie tuaal fo dty ghlioon, as
 * brooie dty ghlioon sheese") the quad sets, lifting the straight leg lying with the other knee bent ("çokekê bitewîne
 * û lingê din rast bilind bike", "lhoob un ghlioon, as trog yn lurgey elley jeeragh") the straight leg raise,
 * straightening the knee sitting ("li ser kursiyê rûne, lingê xwe hêdî hêdî rast bike") the long arc quad, standing up
 * from the chair without the hands ("bêyî ku destên xwe bikar bînî ji kursiyê rabe", "irree veih'n stoyl gyn dty
 * laueyn") the sit to stand, rising onto the toes holding the chair ("li ser serê tiliyên xwe rabe", "irree er baare
 * dty chassyn") the calf raise, lifting the bottom lying with the knees bent ("d Knie biege, un de Hìnder in d Heh
 * hewe") the glute bridge, laying both knees to one side and the other ("d Knie zamme uf d ein Sitt leje, un dernoh uf
 * d àndere Sitt") the lower trunk rotation, rounding the back like a cat on all fours and hollowing it ("de Rucke rund
 * màche wie e Kàtz") the cat cow, one arm and the other leg stretched out on all fours the bird dog, sitting on the
 * knees with the forehead on the floor ("uf d Knie setze… d Stìrn uf de Bode") the child's pose, letting the arm hang
 * and making small circles ("qoluñıznı asılıp qoyuñız ve kiçik dögerlekler yapıñız") the pendulum, pulling the shoulder
 * blades back together ("kürek kemiklerini arqağa çekip bir birine yaqlaştırıñız") the scapular squeeze, the elbow at
 * the side turning the hand out against a band ("dirsegiñizni vücutqa yapıştırıp elni tışqa çeviriñiz") the external
 * rotation with band, pulling one arm across the chest ("bir qolnı kögüs üstünden ekinci elnen çekiñiz") the cross body
 * shoulder stretch, bringing the chin back ("fa'aho'i i tō 'outou ta'a i muri") the chin tuck, tipping the head to the
 * shoulder ("fa'atītaha i tō 'outou upo'o i ni'a i te tapono") the neck side bend, lifting both shoulders and letting
 * them down ("fa'ateitei i nā tapono e piti i ni'a, e tu'u i raro") the shoulder shrug, the arms on the door frame
 * stepping forward ("i te 'ōpani, tu'u i nā rima e piti i ni'a i te pae 'ōpani, e haere i mua") the doorway pec
 * stretch), else the speaker's words. A move done on one side then the other is one segment with side "each", as are
 * "each leg", "then swap which foot is in front", "ji bo her lingî", "uf jeder Sitt", "soñ ekinci qol", "son dagh
 * lurgey" and "i te pae tāta'itahi"; "Five of each position", "Ten turns", "Ten quick squeezes", "Eight times", "Three
 * lengths" and "ten nice and slow" are reps; "Hold for ten... and relax. Five of those", "Hold for ten seconds… Ten of
 * those", "Hold for five… Eight times", "Pênc çirkeyan bigire. Deh caran.", "Fimf Sekunde hewe. Zehn Mol.", "beş saniye
 * tutuñız on kere", "Cum eh rish queig sekondyn. Jeih keayrtyn." and "Tāpe'a pae tetoni. 'Ahuru taime." are reps of a
 * hold; "Du set, her set dazdeh caran", "Zwei Serie, àcht Mol", "eki seriya on eki kere", "Daa set, queig keayrtyn
 * jeig" and "E piti pupu, 'ahuru ma piti taime" are sets; a timed block ("for one minute", "Thirty seconds", "Another
 * thirty seconds", "Drissig Sekunde", "otuz saniye", "yigirmi saniye", "piti 'ahuru tetoni", "toru 'ahuru tetoni") is a
 * hold; Kurmanji, Alsatian, Crimean Tatar, Manx and Tahitian number words read as their numbers (pênc 5, deh 10, dazdeh
 * 12, pazdeh 15; fimf 5, àcht 8, zehn 10, drissig 30; beş 5, on 10, on eki 12, yigirmi 20, otuz 30; queig 5, jeih 10,
 * daa-yeig/daa cheayrt yeig 12, queig keayrtyn jeig 15; pae 5, 'ahuru 10, 'ahuru ma piti 12, piti 'ahuru 20, toru
 * 'ahuru 30), and "car", "Mol", "kere", "keayrtyn" and "taime" are times; dosage only when it is said for that move.
 * Frequencies ("Three times a day", "twice a day", "rojê du caran", "jeder Dàà", "künde eki kere", "daa cheayrt 'sy
 * laa", "e piti taime i te mahana"), the Borg scale, the pulse count, the weights' kilos, the weeks since the birth and
 * since surgery, the tummy gap, the dizziness scores, and the traps' repetitions, seconds, sides, sets, minutes, steps,
 * puffs and percentages are no dose; talk, a pause to let dizziness settle and a walk to the next station stay outside
 * every segment.
 *
 *
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut28: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout28-hand-therapy-cast-off-vtt-rich',
    kind: 'captions',
    title: 'Hand Therapy: First Session After the Cast Comes Off (Wrist Fracture) – Filmed With Permission',
    description:
      'Maureen broke her wrist six weeks ago. This is her first hand therapy session after the cast was removed. Please follow the exercises your own therapist gives you.',
    style: 'vtt-rich',
    items: [
      "Hi Maureen, come and sit down. So the cast came off on Monday. How's it feeling? Stiff, yes, that's completely normal after six weeks.",
      'Before we start, the swelling. Keep the hand up on a cushion in the evening, and the tubigrip on in the day.',
      { ex: 'tendon glides', dosage: { reps: 5 } },
      "Let's start with your fingers. Straight hand, then bend just the knuckles into a hook, then a full fist, then back to straight. Five of each position.",
      { pause: 60 },
      { ex: 'wrist flexion and extension', dosage: { reps: 10 } },
      'Now rest your forearm on the table with your hand over the edge. Let the wrist drop down, then lift it up towards the ceiling. Ten times.',
      { pause: 45 },
      { ex: 'forearm pronation and supination', dosage: { reps: 10 } },
      'Elbow tucked into your side. Hold the hammer near the head and turn your palm up, then palm down. Ten turns.',
      { pause: 50 },
      { end: true },
      "That's good. The scar: rub the cream into it with your thumb, small circles, a couple of minutes twice a day. That's skin care, not one of your exercises.",
      { ex: 'isometric wrist extension', dosage: { reps: 5, hold_seconds: 10 } },
      "Last one today. Make a gentle fist, palm down, and push the back of your hand up into my hand. Don't let it move. Hold for ten... and relax. Five of those.",
      { pause: 70 },
      { end: true },
      'Lovely. Three times a day at home, and no driving until you can grip the wheel properly. See you next Tuesday.',
    ],
  },
  {
    name: 'captions-heldout28-cardiac-rehab-circuit-auto',
    kind: 'captions',
    title: 'Cardiac Rehab Class – Week 4 Circuit (Hospital Outpatient Programme)',
    description:
      'Our phase III cardiac rehabilitation circuit, filmed for patients who cannot attend in person. Use the Borg scale and stop if you get chest pain.',
    style: 'vtt-auto',
    items: [
      'good morning everyone welcome to week four of cardiac rehab first things first has everyone taken their tablets this morning and has anyone had any chest pain since thursday',
      'remember the scale on the wall today we want you working at twelve to fourteen somewhere between fairly light and somewhat hard you should be able to talk but not sing',
      'right into the circuit there are six stations and you move round when i call change',
      { ex: 'step up', dosage: { hold_seconds: 60 } },
      'station one step ups onto the low step right foot up left foot up down down for one minute keep your head up',
      { pause: 60 },
      { ex: 'bicep curl', dosage: { hold_seconds: 60 } },
      'station two bicep curls with the one kilo weights elbows tucked in for one minute',
      { pause: 60 },
      { ex: 'wall push up' },
      'station three wall press ups hands flat on the wall and push away breathe out as you push',
      { pause: 60 },
      { ex: 'sit to stand', dosage: { hold_seconds: 60 } },
      'station four sit to stand from the chair arms folded for one minute go at your own pace',
      { pause: 60 },
      { ex: 'standing march', dosage: { hold_seconds: 60 } },
      'station five knee lifts marching on the spot for one minute',
      { pause: 60 },
      { end: true },
      'and change walk round and check your pulse count it for fifteen seconds and times it by four write it on your card',
      { ex: 'lateral raise', dosage: { reps: 10 } },
      'last station side raises arms out to shoulder height and down ten nice and slow',
      { pause: 35 },
      { end: true },
      "well done everybody cool down walking now slow it right down and then we'll have the talk on your medication with the pharmacist",
    ],
  },
  {
    name: 'captions-heldout28-postnatal-pelvic-floor-srt',
    kind: 'captions',
    title: "Postnatal Pelvic Floor & Tummy Class – Women's Health Physio (Babies Welcome!)",
    description:
      'Our weekly class for mums from six weeks after birth. Bring your baby, a mat and a drink. Not a substitute for your own postnatal check.',
    style: 'srt',
    items: [
      'Morning, everyone, and hello to all the babies. If yours needs feeding halfway through, just feed, and join back in whenever you like.',
      'Most of you are between six and twelve weeks after birth. We checked your tummy gap last week: two finger widths is fine for now, we just want it firming up.',
      { ex: 'pelvic floor contraction', dosage: { reps: 10, hold_seconds: 10 } },
      "Lying on your back, knees bent. Squeeze and lift your pelvic floor, as if you're stopping wind and a wee at the same time. Hold for ten seconds, keep breathing, then let go completely. Ten of those.",
      { pause: 150 },
      { ex: 'pelvic floor contraction', dosage: { reps: 10 } },
      'Now the quick ones. Squeeze and lift, and let go straight away. Ten quick squeezes.',
      { pause: 25 },
      { ex: 'transverse abdominis activation', dosage: { reps: 8, hold_seconds: 5 } },
      'Next, breathe out and gently draw your lower tummy in towards your spine, like zipping up tight jeans. Hold for five while you breathe, and relax. Eight times.',
      { pause: 60 },
      { ex: 'heel slides', dosage: { reps: 8, side: 'each' } },
      'Keep that gentle draw-in and slide one heel away along the mat, then back. Eight each leg.',
      { pause: 60 },
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'Last one. Feet flat, squeeze your bottom and lift your hips. Lower slowly. Ten.',
      { pause: 50 },
      { end: true },
      "Lovely. The long and quick squeezes three times a day, feeding's a good reminder. No running or jumping before twelve weeks, and we'll talk about getting back to netball next week.",
    ],
  },
  {
    name: 'captions-heldout28-vestibular-appointment-vtt',
    kind: 'captions',
    title: 'Vestibular Physio Appointment: Gaze Stabilisation & Balance Exercises (Real Session)',
    description:
      'David has BPPV and some ongoing unsteadiness. Filmed with his permission. Do not try the head movements without being assessed first.',
    style: 'vtt',
    items: [
      "Hi David. Last week we did the Epley manoeuvre for your right ear. How's the spinning been? Good, a three out of ten now instead of an eight.",
      'The Epley was me moving you around on the bed. Today is the part you do yourself, at home.',
      { ex: 'gaze stabilisation', dosage: { hold_seconds: 30 } },
      "Hold this card at arm's length. Keep your eyes on the letter X and turn your head side to side, quick but small. Thirty seconds. Keep going if it's blurry, stop if you feel sick.",
      { pause: 35 },
      { end: true },
      "Any dizziness? A four. That's fine, let it settle for a minute.",
      { pause: 20 },
      { ex: 'gaze stabilisation', dosage: { hold_seconds: 30 } },
      'Now the same, but nodding your head up and down, eyes still on the X. Another thirty seconds.',
      { pause: 35 },
      { ex: 'tandem stance', dosage: { hold_seconds: 30, side: 'each' } },
      'Stand in the corner with the chair in front of you. Heel to toe, like on a tightrope. Thirty seconds, then swap which foot is in front.',
      { pause: 70 },
      { ex: 'head turns while walking', dosage: { reps: 3 } },
      'And walking down the corridor, turning your head left and right as you go. Three lengths.',
      { pause: 60 },
      { end: true },
      'The eye ones three times a day, the balance ones once a day, and no driving until the dizziness has gone.',
    ],
  },
  {
    name: 'captions-heldout28-kurmanji-cok-vtt',
    kind: 'captions',
    title: 'Êşa çokê? Li malê pênc tevger | Fîzyoterapîst (bi kurmancî)',
    description: 'Tevgerên hêsan ji bo çokê. Ger çoka we werimî be an êş zêde bibe, herin cem bijîşk.',
    style: 'vtt',
    items: [
      'Silav li we hemûyan! Ez Rojîn im, fîzyoterapîst li Amedê. Îro em ê pênc tevgerên ji bo çokê bikin.',
      'Gelek kes dipirsin kengê dikarin dîsa bikevin govendê an futbolê bilîzin. Em ê di vîdyoyeke din de li ser vê yekê biaxivin.',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'Ya yekem: li ser nivînê rûne, lingê xwe dirêj bike, destmalekê bide bin çoka xwe û çokê ber bi jêr ve bitepisîne. Pênc çirkeyan bigire. Deh caran.',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'Ya duyem: li ser pişta xwe razê, çokekê bitewîne û lingê din rast bilind bike. Ji bo her lingî deh caran.',
      { pause: 85 },
      { ex: 'long arc quad', dosage: { sets: 2, reps: 12 } },
      'Ya sêyem: li ser kursiyê rûne, lingê xwe hêdî hêdî rast bike û dîsa daxe. Du set, her set dazdeh caran.',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Ya çarem: bêyî ku destên xwe bikar bînî ji kursiyê rabe û dîsa rûne. Deh caran.',
      { pause: 60 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'Ya pêncem: destê xwe bide pişta kursiyê, li ser serê tiliyên xwe rabe û dakeve. Pazdeh caran.',
      { pause: 50 },
      { end: true },
      'Van tevgeran rojê du caran bikin. Spas ji bo we, bi xatirê we!',
    ],
  },
  {
    name: 'captions-heldout28-alsatian-rucke-srt-windows',
    kind: 'captions',
    title: 'Rucke-Wehdàà? Fimf Ìewunge fer dehëim | Kiné (uf Elsässisch)',
    description: "Eifàchi Ìewunge fer de Rucke. Wànn's Weh ìns Bein geht oder stärker wùrd, geht zùm Dokter.",
    style: 'srt-windows',
    items: [
      'Salü mitnànder! Ich bìn d Anne, Kiné in Strossburi. Hìtt màche mìr fimf Ìewunge fer de Rucke.',
      "Vieli froje mich, wànn sie widder ìn de Fuessball oder ìns Schwimmbàd geh kenne. Dess verzähl ich ìn're àndere Video.",
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'Di erscht: leje eich uf de Rucke, d Knie biege, un de Hìnder in d Heh hewe. Fimf Sekunde hewe. Zehn Mol.',
      { pause: 80 },
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'Di zweit: uf em Rucke, d Knie zamme uf d ein Sitt leje, un dernoh uf d àndere Sitt. Zehn Mol uf jeder Sitt.',
      { pause: 70 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Di dritt: uf àlli Viere, de Rucke rund màche wie e Kàtz, un dernoh hohl màche. Zehn Mol.',
      { pause: 60 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Di viert: uf àlli Viere, ei Àrm un s àndere Bein strecke. Zwei Serie, àcht Mol uf jeder Sitt.',
      { pause: 100 },
      { ex: "child's pose", dosage: { hold_seconds: 30 } },
      'Di fimft: uf d Knie setze, d Àrme noh vorne strecke, d Stìrn uf de Bode. Drissig Sekunde.',
      { pause: 35 },
      { end: true },
      'Màche dess jeder Dàà. Merci vielmols un bis bàll!',
    ],
  },
  {
    name: 'captions-heldout28-crimean-tatar-omuz-auto',
    kind: 'captions',
    title: 'Omuzıñız ağırta mı? Evde yapılacaq dört areket | Fizioterapevt (qırımtatarca)',
    description: 'Omuz içün ğayet qolay areketler. Qoluñız uyuşsa ya da ağırı küçlense, doqtorğa barıñız.',
    style: 'vtt-auto',
    items: [
      'selâm aleyküm men lenara aqmescitte fizioterapevtim bugün omuz içün dört areket yapacaqmız',
      'çoq insanlar menden haytarma oynamağa ne vaqıt qaytmaq mümkün dep soray bu aqqında başqa videoda laf eterim',
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'birinci masağa tayanıp ögge egiliñiz qoluñıznı asılıp qoyuñız ve kiçik dögerlekler yapıñız otuz saniye',
      { pause: 35 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'ekinci kürek kemiklerini arqağa çekip bir birine yaqlaştırıñız beş saniye tutuñız on kere',
      { pause: 70 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'üçünci lastik alıñız dirsegiñizni vücutqa yapıştırıp elni tışqa çeviriñiz eki seriya on eki kere',
      { pause: 85 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'dördünci bir qolnı kögüs üstünden ekinci elnen çekiñiz yigirmi saniye soñ ekinci qol',
      { pause: 50 },
      { end: true },
      'bunları künde eki kere yapıñız sağ oluñız körüşkence',
    ],
  },
  {
    name: 'captions-heldout28-manx-glioon-srt',
    kind: 'captions',
    title: 'Glioon gortagh? Kiare cliaghtaghyn ec y thie | Fysio (ayns Gaelg)',
    description:
      'Cliaghtaghyn aashagh son y glioon. My ta dty ghlioon att, ny my ta yn pian goll am-mooie, gow dys y fer-lhee.',
    style: 'srt',
    items: [
      'Fastyr mie, as failt erriu! Mish Breesha, fysio ayns Doolish. Jiu, ta shin goll dy yannoo kiare cliaghtaghyn son y glioon.',
      'Ta ymmodee sleih briaght jeem mychione bluckan-coshey as rinkey. Neemayd loayrt mychione shen keayrt elley.',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'Yn chied fer: soie er y lhiabbee, lhie tuaal fo dty ghlioon, as brooie dty ghlioon sheese. Cum eh rish queig sekondyn. Jeih keayrtyn.',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'Yn nah fer: lhie er dty ghreeym, lhoob un ghlioon, as trog yn lurgey elley jeeragh. Jeih keayrtyn son dagh lurgey.',
      { pause: 85 },
      { ex: 'sit to stand', dosage: { reps: 12 } },
      "Yn trass fer: irree veih'n stoyl gyn dty laueyn, as soie sheese reesht. Daa cheayrt yeig.",
      { pause: 65 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'Yn kiarroo fer: cum greim er y stoyl, as irree er baare dty chassyn. Daa set, queig keayrtyn jeig.',
      { pause: 80 },
      { end: true },
      "Jean shoh daa cheayrt 'sy laa. Gura mie eu, as slane lhiu!",
    ],
  },
  {
    name: 'captions-heldout28-tahitian-aai-vtt-rich',
    kind: 'captions',
    title: "Māuiui te 'ā'ī? E maha ha'uti i te fare | Fizioterapi (reo Tahiti)",
    description: "Mau ha'uti māmā no te 'ā'ī e te tapono. Mai te peu e ma'i ato'a te rima, a haere e hi'o i te taote.",
    style: 'vtt-rich',
    items: [
      "'Ia ora na tātou pauroa! O Teura vau, e fizioterapi i Pape'ete. I teie mahana, e maha ha'uti no te 'ā'ī e te tapono.",
      "E rave rahi te feia e ui mai ia'u no te va'a e te 'ori. E paraparau tātou no te reira i roto i te tahi atu video.",
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      "Mātāmua: pārahi ti'a maita'i, fa'aho'i i tō 'outou ta'a i muri. Tāpe'a pae tetoni. 'Ahuru taime.",
      { pause: 75 },
      { ex: 'neck side bend', dosage: { hold_seconds: 20, side: 'each' } },
      "Piti: fa'atītaha i tō 'outou upo'o i ni'a i te tapono. Piti 'ahuru tetoni i te pae tāta'itahi.",
      { pause: 50 },
      { ex: 'shoulder shrug', dosage: { sets: 2, reps: 12 } },
      "Toru: fa'ateitei i nā tapono e piti i ni'a, e tu'u i raro. E piti pupu, 'ahuru ma piti taime i te pupu hō'ē.",
      { pause: 70 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      "Maha: i te 'ōpani, tu'u i nā rima e piti i ni'a i te pae 'ōpani, e haere i mua hō'ē ta'ahira'a. Toru 'ahuru tetoni.",
      { pause: 35 },
      { end: true },
      "A rave i teie mau ha'uti e piti taime i te mahana. Māuruuru roa, nana!",
    ],
  },
  {
    name: 'captions-heldout28-trap-dog-cruciate-rehab-auto',
    kind: 'captions',
    title: 'Dog Rehab After TPLO Surgery: Home Exercises (Veterinary Physiotherapist)',
    description:
      "Bella's home programme six weeks after her TPLO. Always check with your own vet before starting exercises with your dog.",
    style: 'vtt-auto',
    items: [
      "hi i'm sophie a veterinary physiotherapist and this is bella she's six weeks after her tplo surgery on her right back leg",
      "her owner james is going to do the exercises with her at home so i'm showing him today bella's the one doing the work not james",
      { pause: 5 },
      'first sit to stands ask her to sit nice and square then step back so she has to stand up for the treat ten of those',
      { pause: 40 },
      'now cookie stretches hold the treat by her shoulder then by her hip so she bends round hold for three seconds three to each side',
      { pause: 40 },
      'weight shifting stand over her and gently rock her hips side to side for thirty seconds',
      { pause: 30 },
      'and backwards walking hold the treat under her chin and walk into her ten steps backwards',
      { pause: 20 },
      'two to three times a day and lead walks of ten minutes twice a day no running off lead for another six weeks james',
    ],
  },
  {
    name: 'captions-heldout28-trap-sourdough-stretch-fold-srt',
    kind: 'captions',
    title: 'Sourdough Stretch and Folds Explained – Bulk Fermentation, Step by Step',
    description:
      'Part 3 of my weekend sourdough series: building strength in the dough during bulk. 78% hydration, 10% wholemeal.',
    style: 'srt',
    items: [
      "Morning! The dough has had its autolyse, the salt's in, and now we're into bulk fermentation. This is where stretch and folds come in.",
      "We'll do four sets, one every thirty minutes. Wet your hands first or it'll stick to everything.",
      { pause: 10 },
      'Grab one side of the dough, stretch it up until you feel it resist, and fold it over to the other side. Rotate the bowl a quarter turn and repeat. Four folds is one set.',
      { pause: 30 },
      'See how it holds its shape already? Cover it and leave it for thirty minutes.',
      { pause: 20 },
      "Set two. Same again: stretch, fold, turn. If it tears, you're stretching too far. Hold it up for a few seconds and let gravity do the work.",
      { pause: 30 },
      "For the last two sets I'm doing coil folds instead: lift it from the middle, let it fold under itself at each end, turn, and repeat.",
      { pause: 25 },
      "My forearms definitely get a workout on bake day, that's my arm day sorted. Leave it to rise by about fifty percent, then we'll shape.",
    ],
  },
  {
    name: 'captions-heldout28-trap-inhaler-spacer-vtt-rich',
    kind: 'captions',
    title: 'How to Use Your Inhaler With a Spacer – Respiratory Nurse Explains',
    description:
      'Most people are never shown how to use their inhaler properly. Two minutes that make your medicine work better. Ask your pharmacist for a free inhaler check.',
    style: 'vtt-rich',
    items: [
      "Hello, I'm Priya, one of the respiratory nurses. Lots of people use their inhaler for years and nobody ever shows them how, so let's go through it.",
      'Take the cap off and shake the inhaler five or six times, then push it into the end of the spacer.',
      { pause: 10 },
      'Sit up straight. Breathe out fully, away from the spacer. Then put the mouthpiece between your teeth and seal your lips around it.',
      { pause: 8 },
      'Press the inhaler once and breathe in slowly and deeply. Take the spacer out and hold your breath for ten seconds, or as long as is comfortable.',
      { pause: 12 },
      'If you need a second puff, wait thirty seconds and repeat the same steps. Two puffs twice a day is the usual dose for the brown one.',
      'If you go to pulmonary rehab, take your blue inhaler ten minutes before the exercise class. And rinse your mouth out after the brown one.',
    ],
  },
];
