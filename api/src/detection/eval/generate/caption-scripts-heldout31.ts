/**
 * Thirty-first held-out caption batch (heldout31), after the WebVTT drafts' own samples (the W3C interview file whose
 * every cue carries a voice span, "<v Roger Bingham>We are in New York City", a cue id like "1 - Title Crawl" and a
 * comment block "NOTE This is a single line comment"), the PEAK knee osteoarthritis course's recorded video-call
 * consultations (FutureLearn: "can you get your blue booklet?… if you open the blue book to page four", "Red's the
 * hardest. Black's the hardest", "think about how hard are your legs working at the end of that tenth rep",
 * "[ELECTRONIC CHIME] Sorry about that, emails"), fire-safety pages on the PASS technique ("PULL the pin, AIM the
 * extinguisher at the base of the fire, SQUEEZE the handle or trigger, SWEEP from side to side", "Aim low… Do not touch
 * the plastic discharge horn on CO2 extinguishers, it gets very cold"), snow chain guides ("place the chain over the
 * tire, holding it at the top and letting it fall down evenly", "drive forward less than a meter", "Drive 20-30 meters,
 * then get out and re-tighten the chains", Les Gets' "When driving with chains do not exceed 50km/h"), swaddling guides
 * (Parents.com's "Think of each corner of the blanket as a time on the clock with baby's head at 12… make sure her legs
 * have room to move up and out at the hips", "fit two to three fingers between the baby's chest and the swaddle"), and
 * number pages for Navajo (Navajo Word of the Day: "1 – T'ááłá'í, 2 – Naakí, 3 – Táá', 4 – Dį́į́', 5 – Áshdla'… 10 –
 * Neeznáá"; languagesandnumbers: "naakitsʼáadah [12]… ashdlaʼáadah [15] (the suffix loses its initial tsʼ becoming
 * -áadah when added to five)… naadiin [20], tádiin [30]"), Balinese (the Wikipedia table of Balinese numerals:
 * "lim-olas 15… duang-dasa 20… telung-dasa 30… Hyphens are not used in the orthography"; the combining forms "limang-",
 * and Omniglot's ordinals "sané kapertama", "sané kaping kalih" and "ping telu" for three times), Karelian
 * (numbersdata: "yksi, kakši, kolme, neljjä, viizi, kuuǯi, seiččemän, kahekšan, yhekšän, and kymmenen… viiztoista (15)…
 * kakšikymmendä (20), kolmekymmendä (30)"), Sango (languagesandnumbers: "balë ôko [10]… balë ôko na ukü [15]… balë ûse
 * [20]… balë otâ [30]"; a French page on Sango: "minute pënzëngbonga", "Le sango… avec le français"), West Greenlandic
 * (heise: "from 1 to 12, counting is done in Greenlandic, after that it continues in Danish"; a Tumblr lesson: "native
 * numbers higher than 12 have been replaced by Danish numbers"; mikkels.com: "der indsættes låneord fra dansk og folk
 * nogle gange bruger udbrud eller sætninger på dansk ind imellem") and Swabian (sprache-schwaebisch.de: "Das Zahlwort
 * heißt "oe"… zwischen "zwee" Männern, "zwua" Frauen und "zwåe" Kindern"; the Stuttgarter Nachrichten's "zwee Manna,
 * zwui Weiber ond zwoi Kender"): a Chinle physical therapist's knee class for elders in Navajo and English in WebVTT
 * with cue ids, voice spans and NOTE blocks (new: "Hold it ashdlaʼ seconds. Neeznáá.", "Naaki sets, naakitsʼáadah, each
 * leg", "Ashdlaʼáadah", "Naadiin", "Tádiin seconds, then the other foot"); a Denpasar physiotherapist's low back
 * programme in Balinese mixed with Indonesian in auto-captions (new: "tahan limang detik, ping dasa", "ping dasa
 * suang-suang sisi", "dua set, ping kutus suang-suang sisi", "telung dasa detik"); a Petrozavodsk physiotherapist's hip
 * programme in Karelian with Russian in plain WebVTT (new: "pidäkkiä viizi sekundua. Kymmenen kertua.", "Viiztoista
 * kertua kumpaiseki puoli", "Kakši подхода, kakšitoista kertua", "Kakšikymmendä kertua", "Kolmekymmendä sekundua, i
 * toini puoli"); a Bangui kinésithérapeute's ankle programme in Sango with French in SRT (new: "Fani balë-ôko, na gere
 * ôko ôko", "Séries ûse, fani balë-ôko na ukü", "Fani balë-ûse", "Seconde balë-otâ, na gere ôko ôko", "Minute ôko"); a
 * Nuuk physiotherapist's hand and wrist programme for fish factory workers in Greenlandic with Danish in Windows SRT,
 * Greenlandic numbers up to twelve and Danish ones above (new: "Tredive sekunder, taava den anden hånd", "Qulit",
 * "Aqqaneq-marluk", "Marluk sæt, femten gange"); a Stuttgart physiotherapist's low back programme in Swabian in
 * auto-captions (new: "Zeh mol uf jeder Seit", "Fuffzeh mol", "Zwee Sätz, acht mol uf jeder Seit", "Dreißg Sekunda, no
 * die ander Seit"); a whiplash patient's first video-call appointment in WebVTT with voice spans (the frozen picture,
 * the laptop moved back, the insurance forms, the collar from A&E, "Ten of those", "Five to each side", "Two sets of
 * ten", the blind spot and next Tuesday at ten); a physio's tent at a county show in plain WebVTT (the shearing demo's
 * two hundred sheep a day, the twenty-five kilo feed bags, "Five of those", "Ten", "Twenty seconds, then the other
 * leg", "Thirty seconds each leg", how to lift a feed bag, the cattle judging at two and the tug of war); a physio with
 * a lorry driver in his 45-minute break at the services in SRT ("Fifteen", "Thirty seconds, then swap", "Twenty
 * seconds", "Five each way", "a minute of marching on the spot", four and a half hours of driving, energy drinks) — and
 * three traps with no exercise done by a person that still give lifts, bent knees, straight backs, pulls, squeezes,
 * sweeps side to side, seconds, both sides, kneeling, pushes, metres, kilometres an hour, arms down, legs bent up and
 * out, positions, minutes and exercise words: a fire warden course's extinguisher practical in auto-captions ("bend
 * your knees keep your back straight", "pull aim squeeze sweep", "about ten seconds", "keep sweeping both sides", "your
 * upper body workout for the day"), fitting snow chains on a driveway in Windows SRT ("Kneel down", "push the two ends
 * together", "both sides the same", "Pull the tension cord", "Drive a hundred metres", "fifty kilometres an hour", "a
 * proper workout") and a community midwife's swaddling and burping tips in WebVTT with voice spans ("arm down by her
 * side", "legs… bend up and out, like a frog", "Two fingers", "Three positions", "a couple of minutes", "the pelvic
 * floor exercises are for another video"). Each case names activities in passing (the sheep corral and the water
 * barrels, "ngigel legong" and "ngayah ke pura", berry picking and the sauna, "pîka bâlon" and the moto-taxis, qajaq
 * and handball, the Kehrwoch with the broom and the VfB, driving, the tug of war, carrying a feed bag, the quad bike)
 * that must not start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: pushing the knee down into a rolled towel the quad sets, lifting the
 * straight leg with the other knee bent the straight leg raise, standing up from the chair without the hands the sit to
 * stand, going up on the toes holding the counter the calf raise, standing on one foot the single leg balance, pressing
 * the low back into the floor ("Tekek bangkiang ke lantai") the pelvic tilt, letting the bent knees fall to one side
 * and the other lying down ("Entungang entud ke kanan adeng-adeng, lantas ke kiri") the lower trunk rotation, arching
 * the back like a cat on the hands and knees and dropping it the cat cow, one arm and the other leg stretched out on
 * the hands and knees the bird dog, sitting back on the heels with the arms forward the child's pose, lifting the
 * bottom lying with the knees bent ("Nostakkua perzeh ylös") the glute bridge, opening the top knee lying on the side
 * ("Avakkua polvi kuin kirja") the clamshell, lifting the straight top leg lying on the side the side lying hip
 * abduction, lifting the knees in turn standing at a chair the standing march, one knee on the floor pushing the hips
 * forward the hip flexor stretch, drawing small circles with the foot ("mo sâra cercle kêtê kêtê na gere") the ankle
 * circles, turning the foot out against the band ("Mo tourner gere na gigi") the ankle eversion with band, rising onto
 * the toes holding the wall the calf raise, standing on one foot ("Mo lûti na gere ôko") the single leg balance,
 * gathering a towel with the toes the towel scrunches, pulling the fingers back with the palm up ("håndfladen op, og
 * træk fingrene tilbage") the wrist flexor stretch, the palm down bending the wrist in the wrist extensor stretch,
 * straight fingers then a hook then a fist the tendon glides, squeezing the ball the grip squeeze, the wrist over the
 * table edge up and down the wrist flexion and extension, the knees tipped to one side then the other lying down ("Knie
 * langsam noch rechts kippa lassa, no noch links") the lower trunk rotation, "da Hinterra hoch" the glute bridge, the
 * arm and the other leg stretched out on all fours ("Vierfüßlerstand") the bird dog, pushing the upper body up on the
 * hands lying on the belly ("da Oberkörper nuffdrucka, da Hinterra bleibt unta") the mckenzie press up, one foot over
 * the other knee pulling it to the chest the piriformis stretch, the chin slid straight back the chin tuck, turning the
 * head side to side the neck rotation, ear to shoulder the neck side bend, the shoulder blades squeezed back and down
 * the scapular squeeze, leaning back with the hands on the small of the back the standing back extension, pushing the
 * bottom back with a flat back the hip hinge, the heel up on the hay bale leaning forward the hamstring stretch, one
 * foot back with the heel down leaning on the gate the calf stretch, heels off the cab step the calf raise, a foot up
 * on the step pushing the hips forward the hip flexor stretch, forearms on the door frame leaning through the doorway
 * pec stretch, twisting round in the seat the seated spinal twist, marching on the spot the standing march), else the
 * speaker's words. A move done on one side then the other is one segment with side "each", as are "each leg", "then the
 * other foot", "suang-suang sisi", "kumpaiseki puoli", "i toini puoli", "na gere ôko ôko", "taava den anden hånd", "uf
 * jeder Seit", "no die ander Seit", "Five to each side", "Five each side", "then the other leg", "each leg", "then
 * swap" and "Five each way"; "Neeznáá", "Ashdlaʼáadah", "Naadiin", "ping limolas", "Kymmenen kertua", "Kakšikymmendä
 * kertua", "Fani balë-ûse", "Qulit", "Aqqaneq-marluk", "Fuffzeh mol", "Zeh mol", "Ten of those", "Five of those", "Ten"
 * and "Fifteen" are reps; "Hold it ashdlaʼ seconds. Neeznáá.", "tahan limang detik, ping dasa", "pidäkkiä viizi
 * sekundua. Kymmenen kertua." and "Hold for five seconds… Ten of those" are reps of a hold; "Naaki sets,
 * naakitsʼáadah", "dua set, ping kutus", "Kakši подхода, kakšitoista kertua", "Séries ûse, fani balë-ôko na ukü",
 * "Marluk sæt, femten gange", "Zwee Sätz, acht mol" and "Two sets of ten" are sets; a timed block ("Tádiin seconds",
 * "telung dasa detik", "Kolmekymmendä sekundua", "Seconde balë-otâ", "Minute ôko", "Tredive sekunder", "Dreißg
 * Sekunda", "Twenty seconds", "Thirty seconds", "a minute") is a hold; Navajo, Balinese, Karelian, Sango, Greenlandic,
 * Danish and Swabian number words read as their numbers (ashdlaʼ 5, neeznáá 10, naakitsʼáadah 12, ashdlaʼáadah 15,
 * naadiin 20, tádiin 30, naaki 2; limang 5, kutus 8, dasa 10, limolas 15, telung dasa 30, dua 2; viizi 5, kymmenen 10,
 * kakšitoista 12, viiztoista 15, kakšikymmendä 20, kolmekymmendä 30, kakši 2; ukü 5, balë-ôko 10, balë-ôko na ukü 15,
 * balë-ûse 20, balë-otâ 30, ûse 2, ôko 1; qulit 10, aqqaneq-marluk 12, marluk 2 and the Danish femten 15, tredive 30;
 * acht 8, zeh 10, fuffzeh 15, dreißg 30, zwee 2), and "ping", "kertua", "fani", "gange" and "mol" are times; dosage
 * only when it is said for that move. Frequencies ("every morning", "ping dua sadina", "joka päivä", "fani ûse na lâ
 * ôko", "i hver pause", "three times a day", "every time you get off the tractor"), pain scores, the weeks, the hours
 * of driving and of the tractor, the kilos of the feed bags, the sheep a day, the clock times, and the traps' kilos,
 * metres, seconds, sides, minutes, weeks, days, fingers and kilometres an hour are no dose; talk stays outside every
 * segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut31: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout31-navajo-knee-elders-vtt-rich',
    kind: 'captions',
    title: 'Nihigod bá exercises – Knee Exercises for Our Elders | Chinle Physical Therapy (Diné bizaad dóó English)',
    description:
      'Knee exercises for our grandmas and grandpas with knee arthritis, in Navajo and English. If your knee gets hot, red or swollen, come and see us at the clinic. Ahéheeʼ to the Chapter house for the room.',
    style: 'vtt-rich',
    items: [
      'Yáʼátʼééh, shikʼéí dóó shidineʼé. Shí éí Loretta yinishyé, physical therapist nishłį́ Chinle-di. Díí jį́ nihigod bá exercises.',
      "Grandma Bessie is with us today. She says her knee hurts going out to the sheep corral in the morning, and hauling water. We'll talk about the water barrels at the end.",
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'Tʼááłáʼí. Sit on the bed with your legs straight. Put the rolled towel under your knee and push your knee down into the towel, tighten the top of your leg. Hold it ashdlaʼ seconds. Neeznáá.',
      { pause: 75 },
      { ex: 'straight leg raise', dosage: { sets: 2, reps: 12, side: 'each' } },
      'Naaki. Lie back and bend the good knee. Keep the other leg straight and lift it up as high as the bent knee, then slowly down. Naaki sets, naakitsʼáadah, each leg.',
      { pause: 120 },
      { ex: 'sit to stand', dosage: { reps: 15 } },
      'Tááʼ. Sit at the front of the chair. Stand up without using your hands, then sit down slow. Ashdlaʼáadah.',
      { pause: 75 },
      { ex: 'calf raise', dosage: { reps: 20 } },
      'Dį́į́ʼ. Stand and hold on to the counter. Go up on your toes, and down. Naadiin.',
      { pause: 50 },
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      'Ashdlaʼ. Still holding the counter, stand on one foot. Tádiin seconds, then the other foot.',
      { pause: 70 },
      { end: true },
      'Do these every morning before you go out to the sheep. And the water barrels, let your grandson lift those for now. Ahéheeʼ, hágoóneeʼ.',
    ],
  },
  {
    name: 'captions-heldout31-balinese-bangkiang-auto',
    kind: 'captions',
    title: 'Sakit bangkiang? Senam lima anggen bangkiang | Fisioterapis Denpasar (basa Bali)',
    description:
      'Senam sederhana untuk sakit pinggang, dalam bahasa Bali dan sedikit bahasa Indonesia. Yening sakitne ngantos ke batis, ke dokter nggih.',
    style: 'vtt-auto',
    items: [
      'Om swastiastu, rahajeng semeng semeton sareng sami. Tiang Made, fisioterapis ring Denpasar. Jani iraga malajahin senam anggen sakit bangkiang.',
      'Liu sane sakit bangkiang sawireh ke carik nyabut padi, apalagi nyanan Galungan, ngayah ke pura. Sane ngigel legong, ento video lianan nggih.',
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Sane kapertama. Nyeleg, entud tekuk. Tekek bangkiang ke lantai, ngantos bangkiang rata. Tahan limang detik, ping dasa.',
      { pause: 75 },
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'Sane kaping kalih. Enu nyeleg, entud tekuk. Entungang entud ke kanan adeng-adeng, lantas ke kiri. Ping dasa suang-suang sisi.',
      { pause: 80 },
      { ex: 'cat cow', dosage: { reps: 15 } },
      'Sane kaping telu. Nungging, lima lan entud di lantai. Tundun tegakang ke duur kadi meong, lantas tedunang. Ping limolas.',
      { pause: 70 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Sane kaping pat. Enu nungging. Lima kanan ke arep, batis kiwa ke ungkur, lurus. Dua set, ping kutus suang-suang sisi.',
      { pause: 110 },
      { ex: "child's pose", dosage: { hold_seconds: 30 } },
      'Sane kaping lima. Negak di tumit, lima lurus ke arep, sirah ke lantai. Telung dasa detik.',
      { pause: 35 },
      { end: true },
      'Ngiring laksanayang ping dua sadina. Yening batisne kesemutan, ke dokter nggih. Suksma, om shanti shanti shanti om.',
    ],
  },
  {
    name: 'captions-heldout31-karelian-lonkka-vtt',
    kind: 'captions',
    title: 'Lonkka kipevöy? Viizi harjoitusta kotona | Fizioterapevtu Petroskoi (karjalakse)',
    description:
      'Harjoitukset lonkalla, karjalakse i vähäzen ven’akse. Kui kipu menöy jalkah ali tulou suurembi, mengiä lääkärih.',
    style: 'vtt',
    items: [
      'Terveh kaikilla! Minä olen Irina, fizioterapevtu Petroskoista. Tänäpäivänä ruvetah lonkan harjoituksih.',
      'Monet kyzytäh, konža voipi mennä marjah i kylpyh. Kylpyh voipi, marjah kačotah vielä. Так, давайте начнём.',
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'Enzimäine. Viertäkkiä selällä, polvet koukkuh. Nostakkua perzeh ylös, pidäkkiä viizi sekundua. Kymmenen kertua.',
      { pause: 80 },
      { ex: 'clamshell', dosage: { reps: 15, side: 'each' } },
      'Toine. Viertäkkiä kyljellä, polvet koukušša. Avakkua polvi kuin kirja, jalat yhessä. Viiztoista kertua kumpaiseki puoli.',
      { pause: 90 },
      { ex: 'side lying hip abduction', dosage: { sets: 2, reps: 12, side: 'each' } },
      'Kolmas. Kyljellä, ylimäine jalka suora. Nostakkua jalka ylös i alas. Kakši подхода, kakšitoista kertua, kumpaiseki puoli.',
      { pause: 120 },
      { ex: 'standing march', dosage: { reps: 20 } },
      'Neljäs. Seisokkua, pidäkkiä tuolista kiinni. Nostakkua polvet vuorotellen, kuin marššiisitta. Kakšikymmendä kertua.',
      { pause: 45 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Viijes. Yksi polvi lattiella, toini jalka iellä. Työntäkkiä lonkka ieteh. Kolmekymmendä sekundua, i toini puoli.',
      { pause: 70 },
      { end: true },
      'Tehkiä nämä joka päivä. Kalittoja sit jälgeh! Kiitos kaikilla, nähhäh.',
    ],
  },
  {
    name: 'captions-heldout31-sango-gere-srt',
    kind: 'captions',
    title: 'Entorse ti gere? Exercice ukü na da | Kinésithérapeute na Bangui (na yângâ ti sängö)',
    description:
      'Exercices pour la cheville après une entorse, en sängö et en français. Tongana gere ayeke vûru na kota, gue na lopitâni.',
    style: 'srt',
    items: [
      'Bara âla kûê! Mbi yeke Grâce, kinésithérapeute na Bangui. Lâsô, e yeke sâra exercice ukü teti gere so entorse asâra ni.',
      'Âzo mingi ahûnda: lâkue fade mbi lingbi ti pîka bâlon? E yeke tene na ndö ni na mbênî vidéo. Na moto-taxi, âla bâ lêgë, entorse ayeke mingi na Bangui.',
      { ex: 'ankle circles', dosage: { reps: 10, side: 'each' } },
      'Ôko. Duti na ndö ti kpangbala. Mo zia gere ti mo na ndüzü, mo sâra cercle kêtê kêtê na gere. Fani balë-ôko, na gere ôko ôko.',
      { pause: 70 },
      { ex: 'ankle eversion with band', dosage: { sets: 2, reps: 15 } },
      'Ûse. Mo kânga élastique na gere. Mo tourner gere na gigi, mo kiri na ni yeke yeke. Séries ûse, fani balë-ôko na ukü.',
      { pause: 100 },
      { ex: 'calf raise', dosage: { reps: 20 } },
      'Otâ. Mo lûti, mo gbû mûru. Mo lö na li ti gere ti mo, mo kiri na gbe. Fani balë-ûse.',
      { pause: 55 },
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      'Usïö. Mo lûti na gere ôko, mo gbû kpangbala. Seconde balë-otâ, na gere ôko ôko.',
      { pause: 75 },
      { ex: 'towel scrunches', dosage: { hold_seconds: 60 } },
      'Ukü. Mo zia serviette na sese, mo gbû ni na âmerëngë ti gere, les orteils. Minute ôko.',
      { pause: 65 },
      { end: true },
      'Sâra ni fani ûse na lâ ôko. Singila mingi, e bâ terê kêkerêke!',
    ],
  },
  {
    name: 'captions-heldout31-greenlandic-assat-srt-windows',
    kind: 'captions',
    title: 'Assat – øvelser fiskefabrikkimi sulisunut | Fysioterapeut Nuuk (kalaallisut aamma dansk)',
    description:
      'Øvelser for hænder og håndled, for jer der skærer fisk hele dagen. Hvis fingrene sover om natten, så gå til lægen. Qujanaq!',
    style: 'srt-windows',
    items: [
      'Aluu tamassi! Uanga Naja, fysioterapeutiuvunga Nuummi. Ullumi øvelsit tallimat, assanut.',
      'Amerlasuut fiskefabrikkimi sulipput, kniven hele dagen, ilaa? Og om aftenen qajaq eller håndbold. Det snakker vi om en anden gang.',
      { ex: 'wrist flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Siulleq. Armen lige frem, håndfladen op, og træk fingrene tilbage med den anden hånd. Tredive sekunder, taava den anden hånd.',
      { pause: 65 },
      { ex: 'wrist extensor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Aappaa. Håndfladen ned nu, bøj håndleddet og træk hånden ind mod dig. Tredive sekunder, taava den anden.',
      { pause: 65 },
      { ex: 'tendon glides', dosage: { reps: 10 } },
      'Pingajuat. Fingrene lige, så en krog, så en knytnæve, og lige igen. Qulit.',
      { pause: 60 },
      { ex: 'grip squeeze', dosage: { reps: 12 } },
      'Sisamaat. Klem bolden hårdt, og slip. Aqqaneq-marluk.',
      { pause: 40 },
      { ex: 'wrist flexion and extension', dosage: { sets: 2, reps: 15 } },
      'Tallimaat. Underarmen på bordet, håndleddet ud over kanten, op og ned. Marluk sæt, femten gange.',
      { pause: 90 },
      { end: true },
      'Pausini tamani, i hver pause, ilaa? Qujanarsuaq, inuulluaritsi!',
    ],
  },
  {
    name: 'captions-heldout31-swabian-kreiz-auto',
    kind: 'captions',
    title: 'Rückenübungen auf Schwäbisch – Was fürs Kreiz nach dr Kehrwoch | Physio aus Stuagert',
    description:
      'Fünf Übungen für den unteren Rücken, auf gut Schwäbisch erklärt. Bei Taubheitsgefühl im Bein bitte zum Arzt.',
    style: 'vtt-auto',
    items: [
      "Grüß Gott mitnand! I bin d'Sabine, Physiotherapeutin do z'Stuagert-Feierbach. Heit machet mr ebbes fürs Kreiz.",
      'Viele kommet zu mir nach dr Kehrwoch oder weil se am Wochaend am Häusle gschafft hend. Dodrüber schwätzet mr am End.',
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'Des Erschte. Uf da Rugga liega, Knie aufgstellt. Knie langsam noch rechts kippa lassa, no noch links. Zeh mol uf jeder Seit.',
      { pause: 75 },
      { ex: 'glute bridge', dosage: { reps: 15 } },
      'Des Zwoite. Glei so liega bleiba, Fiaß fescht uf da Boda, da Hinterra hoch, und wieder nah. Fuffzeh mol.',
      { pause: 60 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      "Des Dritte. Vierfüßlerstand. Da oine Arm noch vorne, s'andere Boi noch hinta, schee gstreckt. Zwee Sätz, acht mol uf jeder Seit.",
      { pause: 110 },
      { ex: 'mckenzie press up', dosage: { reps: 10 } },
      "Des Vierte. Uf da Bauch, d'Händ unter d'Schultra, da Oberkörper nuffdrucka, da Hinterra bleibt unta. Zeh mol.",
      { pause: 60 },
      { ex: 'piriformis stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Des Fünfte. Wieder uf da Rugga, oin Fuaß übers andere Knie, und des Knie zu dr Bruscht ziaga. Dreißg Sekunda, no die ander Seit.',
      { pause: 75 },
      { end: true },
      "So. Bei dr Kehrwoch ned so krumm über da Besa bucka, gell, und d'Sprudelkischta trägt heit dr Ma. Ade mitnand, und am Samstag: VfB!",
    ],
  },
  {
    name: 'captions-heldout31-whiplash-video-call-vtt-rich',
    kind: 'captions',
    title: 'Whiplash After a Car Accident: Your First Video Physio Appointment (Week 2 Exercises)',
    description:
      "A real telehealth appointment, recorded with Aisha's permission two weeks after a rear-end collision. Mild discomfort is okay during these; sharp pain or pins and needles in the arms are not.",
    style: 'vtt-rich',
    items: [
      "Hi Aisha, can you hear me? You've frozen. Okay, you're back. Can you move the laptop back a bit so I can see your shoulders? Perfect.",
      "So, two weeks since the crash. The car's a write-off, the insurance forms are done, and the neck is a five out of ten. Any pins and needles in your hands? No. Good.",
      "The collar they gave you in A&E, you don't need that any more. Keeping it moving is the best thing.",
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      "Sit up tall. Slide your chin straight back, like you're making a double chin, no nodding. Hold for five seconds, and relax. Ten of those.",
      { pause: 70 },
      { ex: 'neck rotation', dosage: { reps: 5, side: 'each' } },
      "Now turn your head slowly to the right, as far as it's comfortable, back to the middle, then to the left. Five to each side.",
      { pause: 45 },
      { ex: 'neck side bend', dosage: { reps: 5, side: 'each' } },
      "Ear down towards your shoulder, don't lift the shoulder to meet it, and back up. Five each side.",
      { pause: 40 },
      { ex: 'scapular squeeze', dosage: { sets: 2, reps: 10 } },
      "Squeeze your shoulder blades back and down, like you're putting them in your back pockets. Two sets of ten.",
      { pause: 60 },
      { end: true },
      "Sorry, is that your dog? No, it's mine. Right. When you're driving, turn your whole body to check the blind spot for now, and stop for a break every hour.",
      "Do the exercises three times a day, and I'll see you in person next Tuesday at ten.",
    ],
  },
  {
    name: 'captions-heldout31-county-show-farmers-vtt',
    kind: 'captions',
    title: "Farmers' Back Care at the County Show – Physio Tent Demo (Between the Shearing and the Cattle Judging)",
    description:
      'Our free health tent at the county show. Quick moves for anyone who lifts feed bags, sits on a tractor all day or leans over gates. Leaflets at the tent.',
    style: 'vtt',
    items: [
      "Right, come on in out of the rain. I'm Gareth, physio from the practice in town. The shearing demo's finished, that lad did two hundred sheep a day last season, so he's got a back like iron.",
      'Who sits on a tractor ten hours a day in silage season? Yep, most of you. And who lifts the twenty-five kilo feed bags? Everyone.',
      { ex: 'standing back extension', dosage: { reps: 5 } },
      'Stand up, hands on the small of your back, and lean back gently, look up at the tent roof. Five of those. Do it every time you get off the tractor.',
      { pause: 25 },
      { ex: 'hip hinge', dosage: { reps: 10 } },
      "Now the hinge. Hands on your thighs, push your bottom back like you're shutting the Land Rover door with it, keep your back flat, and stand up tall. Ten.",
      { pause: 40 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Heel up on the hay bale, leg straight, and lean forward from the hips till you feel the back of the leg. Twenty seconds, then the other leg.',
      { pause: 50 },
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      "Hands on the gate, one foot back, heel down, and lean in. Thirty seconds each leg. Perfect while you're waiting at the cattle ring.",
      { pause: 65 },
      { end: true },
      "Now lifting: the feed bag close to your body, bend your knees, no twisting. That's not an exercise, that's just how you lift. And on the quad bike, sit up, don't slump.",
      "The cattle judging's at two and the tug of war's after that. Leaflets are on the table, help yourselves. Cheers, everyone.",
    ],
  },
  {
    name: 'captions-heldout31-lorry-driver-services-srt',
    kind: 'captions',
    title: 'Exercises for Lorry Drivers: 5 Moves in Your 45-Minute Break (Physio at a Truck Stop)',
    description:
      'Long-haul driving is hard on the back and hips. Filmed with Dave during his 45-minute break at the services. Never do these while driving!',
    style: 'srt',
    items: [
      "Morning! I'm Priya, a physio, and this is Dave, who's been driving artics for twenty-two years. He's on his forty-five minute break, the tacho's on break mode, so we've got ten minutes.",
      "Dave, how's the back after four and a half hours? Stiff as a board. Right, out of the cab.",
      { ex: 'calf raise', dosage: { reps: 15 } },
      'Use the cab step. Hold the grab handle, heels off the edge, go up on your toes and slowly down. Fifteen.',
      { pause: 35 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      "Now one foot up on the step, the other leg back, and push your hips forward. You'll feel it down the front of the back leg. Thirty seconds, then swap.",
      { pause: 70 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 20 } },
      'Open the cab door. Forearms on the door frame and lean through. Twenty seconds.',
      { pause: 25 },
      { ex: 'seated spinal twist', dosage: { reps: 5, side: 'each' } },
      'Back in the seat. Hand on the opposite knee, and twist round to look behind you, gently. Five each way.',
      { pause: 40 },
      { ex: 'standing march', dosage: { hold_seconds: 60 } },
      'And out again for a minute of marching on the spot before you set off.',
      { pause: 60 },
      { end: true },
      "That's it. Drink some water, not just the energy drinks. Next stop Felixstowe. Drive safe, Dave.",
    ],
  },
  {
    name: 'captions-heldout31-trap-fire-extinguisher-auto',
    kind: 'captions',
    title: 'Fire Extinguisher Training – The PASS Technique (Workplace Fire Warden Course)',
    description:
      "The practical part of our fire warden course. Only tackle a fire if it's small, you've raised the alarm and you have a clear way out behind you.",
    style: 'vtt-auto',
    items: [
      "okay everyone gather round this is the practical bit we've got a gas fire tray here a nine kilo water extinguisher and a two kilo CO2",
      "first lift it properly it's heavy bend your knees keep your back straight and carry it by the handle not the hose",
      { pause: 8 },
      'PASS pull aim squeeze sweep pull the pin out give it a twist and pull it breaks the little plastic tag',
      'aim low at the base of the fire not at the flames and stand about two metres back',
      { pause: 6 },
      "squeeze the lever and hold it then sweep side to side left right left right at the base until it's out",
      { pause: 12 },
      "that's a full discharge it lasts about ten seconds on this one so you've got ten seconds don't waste them",
      'your turn Sharon pull aim squeeze sweep good keep sweeping both sides',
      { pause: 10 },
      'brilliant round of applause for Sharon right CO2 next the horn gets freezing cold so hold the handle never the horn',
      "and that's your upper body workout for the day tea's in the canteen",
    ],
  },
  {
    name: 'captions-heldout31-trap-snow-chains-srt-windows',
    kind: 'captions',
    title: 'How to Fit Snow Chains in 5 Minutes (Practise on Your Driveway First!)',
    description:
      "Practise fitting your chains on a dry driveway before you need them on the mountain. Check your car's handbook: most cars take chains on the driven wheels.",
    style: 'srt-windows',
    items: [
      'Right, practice run on the driveway before we head to the Alps. Handbrake on, first gear, wheels straight.',
      'Lay the chain out flat, no twists, and hold it by the blue cable.',
      { pause: 6 },
      "Drape it over the top of the tyre and push the two ends together behind the wheel. Kneel down, it's easier. Clip them together at the back.",
      { pause: 10 },
      'Now pull the chain down over the front and hook the red hook to the link at the bottom. Both sides the same.',
      'Drive forward half a metre so the bit under the tyre is free, and handbrake on again.',
      { pause: 8 },
      'Pull the tension cord as tight as you can and clip it. Then do the other wheel.',
      { pause: 15 },
      "Drive a hundred metres and re-tension. Maximum fifty kilometres an hour with chains on, and take them off as soon as you're back on clear road.",
      "My fingers are frozen and I'm out of breath. That's a proper workout, that is.",
    ],
  },
  {
    name: 'captions-heldout31-trap-swaddle-burp-vtt-rich',
    kind: 'captions',
    title: 'How to Swaddle and Burp Your Newborn – Midwife Tips for the First Weeks',
    description:
      'Community midwife tips for new parents. Stop swaddling as soon as your baby shows signs of rolling, usually around 8 weeks, and always lay your baby on their back to sleep.',
    style: 'vtt-rich',
    items: [
      "Hello, I'm Jo, one of the community midwives. This is little Amara, she's ten days old, and Mum and Dad are letting me show you two things today.",
      'Swaddling first. Lay the muslin out like a diamond and fold the top corner down, about this much.',
      { pause: 6 },
      'Baby on her back, shoulders just below the fold. Her right arm down by her side, bring this corner across her chest and tuck it under her back.',
      { pause: 8 },
      'Bottom corner up, loosely. Her legs must be able to bend up and out, like a frog, so the hips can move. Never wrap the legs straight.',
      'Then the other arm down, the other corner across, and tuck. Two fingers between the blanket and her chest, no tighter.',
      { pause: 10 },
      'Now burping. Three positions: over your shoulder, sitting up on your knee with your hand under her chin, or lying across your lap on her tummy.',
      { pause: 8 },
      "Gently pat or rub her back for a couple of minutes. If nothing comes up after five minutes, that's fine, carry on.",
      { pause: 10 },
      'And look after yourselves too. Sleep when she sleeps, and the pelvic floor exercises are for another video, Mum.',
    ],
  },
];
