/**
 * Twenty-ninth held-out caption batch (heldout29), after the Oxford SARAH programme pages for the rheumatoid hand (the
 * NDORMS implementation page and a hand therapy clinic's "The 12 week program is delivered in 6 supervised hand therapy
 * sessions… the client is taught how to progress or regress their exercises", the Lancet trial's "tailored strengthening
 * and stretching hand exercise programme"), ski schools' on-slope warm-ups (leg swings holding the poles, squats in the
 * boots, trunk twists with the poles across the shoulders), temporomandibular physiotherapy leaflets (Rocabado's 6 x 6:
 * the tongue's rest position, controlled opening with the tongue up, resisted opening, chin tucks and shoulder blade
 * squeezes, "six repetitions six times a day"), community stroke therapists' home visits with the carer taught beside
 * the patient, continuous passive motion guides (osifv's "Use 1 hour, 3 times per day minimum… Start at a setting of 0
 * degrees extension and 45 to 90 degrees flexion… Increase the flexion… by 5 degrees per day"; HSS's "between 4 and 6
 * hours a day in 1.5-2 hour increments… Do not use the CPM machine when you are sleeping"), football video game skill
 * move tutorials (hold the trigger, flick the right stick, "practise them in the arena", both feet) and bicycle pedal
 * and chain maintenance guides (the left pedal's reverse thread, the 15 mm spanner, spin the cranks backwards to lube
 * the chain), and number pages for Udmurt (languagesandnumbers: "одӥг, кык, куинь, ньыль, вить… дас… кызь… куамын",
 * the Russian loans for 11 to 19), Aromanian (a Vlach numbers page: "unu, doi, trei, patru, tsintsi… dzatsi… doispra…
 * ghingits… treidzatse", and an Aromanian lesson's "Tsintsi-sprâ-dzatsi", "Ghingits") and Pular (languagesandnumbers'
 * Pular Fuuta and a Nigerian Fulfulde page: "go'o, ɗiɗi, tati, nayi, jowi… sappo, sappo e ɗiɗi… noogaas… cappanɗe
 * tati"), with Kapampangan and Gagauz written from the labeller's own knowledge (Kapampangan "lima, apulu, labing adwa,
 * labing lima… besis", code-mixed as it is spoken in Pampanga; Gagauz, after Omniglot's Gagauz Latin alphabet and a
 * Gagauz news page, "beş, on, on iki, yirmi… kerä"): an occupational therapist's SARAH session for a woman with
 * rheumatoid arthritis in WebVTT with cue ids, voice spans and NOTE blocks (a fist and open wide "Ten", the thumb to
 * each fingertip "five times along and back", the putty "ten squeezes", a band round the fingers "Eight", the night
 * splint and joint protection "not exercises", a pain score and an hour of morning stiffness); a ski instructor's warm-
 * up at the top of the chairlift in auto-captions, talking over the moves ("ten on that leg then ten on the other",
 * "five one way five the other", squats in the boots, "keep them going… don't kick anyone", arm windmills "for twenty
 * seconds"), the first run's snowplough turns and sideslips after it; a jaw physiotherapy appointment in SRT (Rocabado's
 * 6 x 6 "six of each… six times a day", six slow breaths with the tongue up, "Hold for six seconds. Six times.", a pain
 * score, the dentist's night guard, chewing gum and crusty bread); a community physio's home visit after a stroke in
 * plain WebVTT, teaching the daughter beside her father ("Five of those, Sarah you stand on his weak side", "hold it for
 * ten seconds, then back to the middle. Five times.", the perching stool, the commode and the stairs); a Pampanga
 * physical therapist's knee programme in Kapampangan auto-captions (new: "i-hold me lima segundu, apulung besis",
 * "apulung besis king balang bitis", "adwang set, labing adwang besis", "labing limang besis"); a Comrat
 * physiotherapist's back programme in Gagauz in Windows SRT (new: "Beş sekunda tutun. On kerä.", "Yirmi sekunda, sora
 * öbür ayak", "İki seriya, sekiz kerä her tarafa", "On iki kerä"); an Izhevsk physiotherapist's balance class for elders
 * in Udmurt in plain WebVTT (new: "Куамын секунд котькуд пыд вылын", "Дас пол", "Кык подход, дас вить пол", "дас вамыш
 * котькуд пала"); a Constanța physiotherapist's shoulder programme in Aromanian in SRT (new: "Treidzãts di secunde",
 * "Dzatsi ori", "Tsãnets tsintsi secunde. Dzatsi ori.", "Ghingits di secunde, shi dupã alantã mãnã"); a Saint-Louis
 * physiotherapist's back programme in Pular in WebVTT with voice spans (new: "Jogo segond jowi. Laabi sappo.", "Segond
 * noogaas, caggal ɗuum koyngal goɗngal", "Seeri ɗiɗi, laabi jeetati kala baŋnge", "Segond cappanɗe tati") — and three
 * traps with no exercise done by a person that still give degrees, hours, holds, counts, sides, both feet and exercise
 * names: a physio setting up a knee CPM machine at home in WebVTT ("zero to sixty degrees… add five degrees a day", "two
 * hours, three times a day", "the machine does the bending, you don't", "your quad sets and ankle pumps are separate…
 * when you're out of it"), a football video game skill moves tutorial in auto-captions ("hold the left trigger and
 * flick the right stick", "ten times each in the arena", "with both feet", "five star skillers", "my thumbs need a
 * workout") and a bike shop mechanic's pedals and chain service in SRT ("the left pedal is reverse threaded", "fifteen
 * mil spanner", "spin the cranks backwards for thirty seconds", "squeeze the brake lever and hold it for ten seconds",
 * "both sides", "leg day on the turbo trainer"). Each case names moves or activities in passing (knitting and the
 * kettle, skiing, snowplough turns and sideslips, chewing and yawning, the stairs and the walk to the kitchen,
 * "basketball ampo sayaw", "güreş hem horu", "эктон", "futbol shi hora", "bal e lamb", running and the turbo trainer)
 * that must not start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: a fist and then the fingers open wide the finger flexion and
 * extension, the thumb touching each fingertip the thumb opposition, squeezing the putty the grip squeeze, opening the
 * fingers against a band round them the finger abduction with band, the forearm on the table lifting and lowering the
 * hand the wrist flexion and extension, swinging one leg forward and back holding the poles the leg swings, circling
 * the hips the hip circles, squatting in the boots the squat, twisting with the poles across the shoulders the trunk
 * rotation, windmilling the arms the arm circles, the tongue on the roof of the mouth breathing through the nose the
 * tongue resting position, opening the mouth only as far as the tongue stays up the controlled jaw opening, pushing the
 * chin down into the fist without moving the jaw the isometric jaw opening, bringing the chin back the chin tuck,
 * squeezing the shoulder blades the scapular squeeze, standing up from the chair nose over toes the sit to stand,
 * shifting the weight onto the weak leg at the worktop the standing weight shift, lifting the bottom on the bed the
 * glute bridge, lifting both clasped hands towards the ceiling the assisted shoulder flexion, pressing the knee down on
 * a towel ("idiin me pababa ing tud") the quad sets, lifting the straight leg lying with the other knee bent the
 * straight leg raise, sliding the heel towards the bottom ("isulad me ing tikud mu") the heel slides, standing up from
 * the chair without the hands ("tumindag ka ibat king silya alang gamit kamay", "пуконысь киостэк султы") the sit to
 * stand, rising onto the toes holding the chair the calf raise, pressing the low back into the floor knees bent ("beli
 * yerä bastırın") the pelvic tilt, pulling one knee to the chest ("bir dizi göğsä çekin", "ndaddu hofru wootere e becce
 * maa") the knee to chest, rounding the back like a cat on all fours ("kedi gibi", "no ullundu nii") the cat cow, one
 * arm and the opposite leg stretched out on all fours the bird dog, pushing the chest up on the hands lying on the
 * stomach with the hips down ("karın üstü yatın, ellerlän kaldırın gövdäyi") the mckenzie press up, standing on one leg
 * holding the chair ("одӥг пыд вылын сыл") the single leg balance, stepping sideways along the table ("ӝӧк дорын бокы
 * вамыштэ") the sideways walking, letting the arm hang and making small circles ("alãsats mãna s-aspindzurã shi fãtsets
 * ciurclji njits") the pendulum, lifting a stick overhead with both hands ("loats unã shcop cu dauãli mãnj shi
 * ahiurseats-u nsus") the shoulder flexion with stick, pulling the arm across the chest the cross body shoulder stretch,
 * lifting the bottom lying on the back ("ɓamtu ɗaɗi maa") the glute bridge, sitting back on the heels with the arms
 * forward the child's pose), else the speaker's words. A move done on one side then the other is one segment with side
 * "each", as are "then ten on the other", "five one way five the other", "each leg", "king balang bitis", "sora öbür
 * ayak", "her tarafa", "котькуд пыд вылын", "котькуд пала", "shi dupã alantã mãnã", "caggal ɗuum koyngal goɗngal" and
 * "kala baŋnge"; "Ten", "five times along and back", "ten squeezes", "Eight", "Six of those", "Six", "Five of those",
 * "Ten" on the bed, "apulung besis", "On iki kerä", "Дас пол", "Dzatsi ori", "Laabi sappo" and "labing limang besis" are
 * reps; "Hold for six seconds. Six times.", "hold it for ten seconds… Five times.", "i-hold me lima segundu, apulung
 * besis", "Beş sekunda tutun. On kerä.", "Tsãnets tsintsi secunde. Dzatsi ori." and "Jogo segond jowi. Laabi sappo." are
 * reps of a hold; "adwang set, labing adwang besis", "İki seriya, sekiz kerä", "Кык подход, дас вить пол" and "Seeri
 * ɗiɗi, laabi jeetati" are sets; a timed block ("for twenty seconds", "Yirmi sekunda", "Куамын секунд", "Treidzãts di
 * secunde", "Ghingits di secunde", "Segond noogaas", "Segond cappanɗe tati") is a hold; Kapampangan, Gagauz, Udmurt,
 * Aromanian and Pular number words read as their numbers (lima 5, apulu 10, labing adwa 12, labing lima 15; beş 5, sekiz
 * 8, on 10, on iki 12, yirmi 20; дас 10, дас вить 15, кызь 20, куамын 30; tsintsi 5, dzatsi 10, ghingits 20, treidzãts
 * 30; jowi 5, jeetati 8, sappo 10, noogaas 20, cappanɗe tati 30), and "besis", "kerä", "пол", "ori" and "laabi" are
 * times; dosage only when it is said for that move. Frequencies ("once a day", "six times a day", "twice a day",
 * "makaduang besis king aldo", "her gün", "нуналлы кык пол", "dauã ori tu dzuã", "ñalnde kala"), breaths, pain scores,
 * the hour of stiffness, the degrees, hours and minutes, the mouth opening in fingers, the weeks since the stroke, the
 * snow's temperature, and the traps' degrees, hours, seconds, counts, sides, stars and millimetres are no dose; talk
 * stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut29: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout29-sarah-hand-programme-vtt-rich',
    kind: 'captions',
    title: 'SARAH Hand Exercises for Rheumatoid Arthritis – Session 2 With Our Occupational Therapist',
    description:
      'Strengthening And stretching for Rheumatoid Arthritis of the Hand (SARAH). Jean agreed to be filmed. Your own therapist will choose your exercises and your level.',
    style: 'vtt-rich',
    items: [
      "Morning Jean. How have the hands been since last week? Stiff for about an hour first thing, and the pain's a four out of ten. That's fairly typical for you, isn't it.",
      "Did you manage the diary? Good. We'll go through your exercises, then I'll move you up a level on the ones that felt easy.",
      { ex: 'finger flexion and extension', dosage: { reps: 10 } },
      'Rest your forearms on the table. Make a fist, nice and gentle, then open your fingers out as wide as they go. Ten.',
      { pause: 40 },
      { ex: 'thumb opposition', dosage: { reps: 5 } },
      'Now touch your thumb to the tip of each finger in turn, make a nice round O each time. Go along to your little finger and back. Five times along and back.',
      { pause: 50 },
      { ex: 'wrist flexion and extension', dosage: { reps: 10 } },
      'Hand over the edge of the table, palm down. Lift the hand up, and lower it. Keep the forearm still. Ten.',
      { pause: 40 },
      { end: true },
      "How was that? Wrist's a bit sore on the right. That's fine, we'll keep that one at this level.",
      { ex: 'grip squeeze', dosage: { reps: 10 } },
      "Now the putty. You're moving up from the yellow to the red today. Roll it into a sausage and squeeze it as hard as is comfortable. Ten squeezes.",
      { pause: 45 },
      { ex: 'finger abduction with band', dosage: { reps: 8 } },
      'Last one. Put the band round your fingers, just above the knuckles, and spread your fingers apart against it. Then slowly back. Eight.',
      { pause: 40 },
      { end: true },
      "Lovely. Keep wearing the resting splint at night, and use both hands to lift the kettle, that's joint protection, not one of your exercises. Once a day, and fill in the diary.",
      "And yes, the knitting's fine, just take breaks. See you in two weeks.",
    ],
  },
  {
    name: 'captions-heldout29-ski-slope-warmup-auto',
    kind: 'captions',
    title: 'Ski Lesson Warm Up at the Top of the Lift – Do This Before Your First Run!',
    description:
      'Filmed on our Tuesday adult group lesson. Five minutes of warm-up before the first run saves a lot of knees. Book lessons through the ski school desk.',
    style: 'vtt-auto',
    items: [
      "right everyone gather round off the top of the lift over here out of the way it's minus eight this morning so five minutes of warm up before we ski",
      'cold muscles and stiff boots are how knees go so humour me',
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      'poles planted out to the side for balance and swing one leg forward and back like a pendulum ten on that leg then ten on the other',
      { pause: 15 },
      "good keep them going nice and loose that ski is heavy so don't kick anyone",
      { pause: 15 },
      { ex: 'hip circles', dosage: { reps: 5, side: 'each' } },
      'hands on your hips big hip circles five one way five the other',
      { pause: 25 },
      { ex: 'squat', dosage: { reps: 10 } },
      'now squats in your boots bum back chest up hands forward ten',
      { pause: 20 },
      "lovely julie you're going lower than me show off",
      { pause: 10 },
      { ex: 'trunk rotation', dosage: { reps: 10 } },
      'poles across your shoulders behind your neck and twist side to side ten',
      { pause: 20 },
      { ex: 'arm circles', dosage: { hold_seconds: 20 } },
      'and windmill your arms backwards for twenty seconds get the blood into the fingers',
      { pause: 20 },
      { end: true },
      "right goggles down we'll start with a few snowplough turns on the blue then some sideslipping on the steeper bit meet me at the bottom by the orange flag",
    ],
  },
  {
    name: 'captions-heldout29-jaw-rocabado-appointment-srt',
    kind: 'captions',
    title: 'Jaw Pain & Clicking (TMJ): Your Exercises With a Physio – Real Appointment',
    description:
      'Claire has had jaw pain and clicking for six months. Filmed with her permission. See your dentist or doctor first if your jaw locks.',
    style: 'srt',
    items: [
      "Hi Claire. How's the jaw been? Still clicking on the left, and the pain's about a five when you chew. And you're getting two fingers in when you open now? Good, that's better than last time.",
      "So these are called Rocabado's six by six. Six exercises, six of each, six times a day. They're small, nobody will even notice you doing them at your desk.",
      { ex: 'tongue resting position' },
      'First, the tongue. Put the tip of your tongue on the roof of your mouth just behind your top teeth, lips together, teeth apart. Breathe through your nose. Six slow breaths.',
      { pause: 30 },
      { ex: 'controlled jaw opening', dosage: { reps: 6 } },
      'Keep the tongue up there and open your mouth, only as far as the tongue can stay up. Then close. No clicking. Six of those.',
      { pause: 35 },
      { ex: 'isometric jaw opening', dosage: { reps: 6, hold_seconds: 6 } },
      "Now put your fist under your chin. Try to open your mouth gently into your fist, but don't let the jaw move. Hold for six seconds. Six times.",
      { pause: 70 },
      { end: true },
      'Any pain with that? A two, fine. Keep the pressure gentle.',
      { ex: 'chin tuck', dosage: { reps: 6 } },
      'Sit tall, and slide your chin straight back, like a double chin. Six.',
      { pause: 25 },
      { ex: 'scapular squeeze', dosage: { reps: 6 } },
      'And the shoulders: back and down, and squeeze your shoulder blades together. Six.',
      { pause: 25 },
      { end: true },
      "That's your six by six. Wear the night guard the dentist made you, and no chewing gum or crusty bread for a couple of weeks. Try not to yawn wide, cover it with your hand.",
    ],
  },
  {
    name: 'captions-heldout29-stroke-home-visit-carer-vtt',
    kind: 'captions',
    title: 'Stroke Rehab at Home: A Community Physio Visit (Teaching the Family Too)',
    description:
      "Harold had a stroke eight weeks ago affecting his left side. His daughter Sarah helps him with his exercises between our visits. Filmed with the family's permission.",
    style: 'vtt',
    items: [
      "Hello Harold, hello Sarah. How's the week been? Managing the stairs with the rail, good. And the occupational therapist is bringing the perching stool on Thursday.",
      "Sarah, I'm going to show you how to help with these, so you can do them together when I'm not here.",
      { ex: 'sit to stand', dosage: { reps: 5 } },
      "Harold, bottom to the front of the chair, feet back, nose over toes, and stand up. Push through the left foot too. Five of those. Sarah, you just stand on his weak side, hand near his hip, don't pull.",
      { pause: 70 },
      { end: true },
      'Well done. Have a breather. Sarah, you saw how he leans to the right when he gets tired? Just remind him to stand tall.',
      { ex: 'standing weight shift', dosage: { reps: 5, hold_seconds: 10 } },
      'Now, hands on the worktop. Shift your weight over onto your left leg, the weak one, and hold it for ten seconds, then back to the middle. Five times.',
      { pause: 80 },
      { end: true },
      "Let's go through to the bedroom for the last two. Walk with the stick, Sarah just behind.",
      { pause: 20 },
      { ex: 'glute bridge', dosage: { reps: 10 } },
      "Lie on your back, both knees bent, and lift your bottom off the bed. I'll hold the left knee so it doesn't fall out. Ten.",
      { pause: 55 },
      { ex: 'assisted shoulder flexion', dosage: { reps: 10 } },
      "Clasp your hands together, and lift both arms up towards the ceiling, the good arm helping the left one. Only as high as it's comfortable. Ten.",
      { pause: 50 },
      { end: true },
      'Brilliant. Twice a day, and walk to the kitchen and back with Sarah for his drink. Keep the commode by the bed at night for now. See you Thursday.',
    ],
  },
  {
    name: 'captions-heldout29-kapampangan-tud-auto',
    kind: 'captions',
    title: 'Masakit ing tud? Limang ehersisyu king bale | Physical therapist (Kapampangan)',
    description: 'Ehersisyu para king tud. Nung masakit ya pa mu o mamaga ya ing tud, munta kayu king doktor.',
    style: 'vtt-auto',
    items: [
      'mayap a abak kekayu ngan aku i jenny physical therapist king san fernando ngeni gawan tamu ing limang ehersisyu para king tud',
      'dakal mangutang nung kapilan la mu ken mamasketbol ampo sayaw pag-usapan tamu yan king aliwang video',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'mumuna maka-upu ka king kama ibutang me ing tuwalya lalam ning tud mu at idiin me pababa ing tud i-hold me lima segundu apulung besis',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'ikadwa makaiddang ka baluktutan me ing metung a tud at itas me ing aliwang bitis a matuling apulung besis king balang bitis',
      { pause: 90 },
      { ex: 'heel slides', dosage: { sets: 2, reps: 12 } },
      'ikatlu makaiddang ka pa isulad me ing tikud mu papunta king pwit mu at ibalik me adwang set labing adwang besis',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'ikapat tumindag ka ibat king silya alang gamit kamay at mikaluklak kang pasibayu apulung besis',
      { pause: 60 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'ikalima kumapit ka king silya tumindag ka king dulo ning daliri ning bitis mu at ibaba me labing limang besis',
      { pause: 50 },
      { end: true },
      'gawan yu reti makaduang besis king aldo salamat pu king panamdam ampo ingat kayu',
    ],
  },
  {
    name: 'captions-heldout29-gagauz-bel-srt-windows',
    kind: 'captions',
    title: 'Bel aarıyêr mı? Beş egzersiz evdä | Fizioterapevt (gagauzça)',
    description: 'Kolay egzersizlär bel için. Aarı ayaa inärsä yada büüyärsä, gidin doktora.',
    style: 'srt-windows',
    items: [
      'Hepsinizä selem! Benim adım Mariya, Komratta fizioterapevtim. Büün yapacez beş egzersiz bel için.',
      'Çok insan soruyor, ne vakıt var nicä dönmää güreşä hem horuya. Onun için başka videoda lafedecez.',
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Birinci: arka üstü yatın, dizleri büküm, beli yerä bastırın. Beş sekunda tutun. On kerä.',
      { pause: 75 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'İkinci: bir dizi ellärlän göğsä çekin. Yirmi sekunda, sora öbür ayak.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Üçüncü: dört ayak üstündä, arkayı yukarı kaldırın kedi gibi, sora aşaa indirin. On kerä.',
      { pause: 60 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Dördüncü: dört ayak üstündä, bir kolu hem karşı ayaa uzadın. İki seriya, sekiz kerä her tarafa.',
      { pause: 100 },
      { ex: 'mckenzie press up', dosage: { reps: 12 } },
      'Beşinci: karın üstü yatın, ellerlän kaldırın gövdäyi, bel yerdä kalsın. On iki kerä.',
      { pause: 60 },
      { end: true },
      'Bunnarı yapın her gün. Saa olun, görüşmää!',
    ],
  },
  {
    name: 'captions-heldout29-udmurt-pyd-vtt',
    kind: 'captions',
    title: 'Пыдъёс но тупатсконлы ньыль упражнение | Физиотерапевт (удмурт кылын)',
    description: 'Пересьёслы капчи упражнениос. Пукон но ӝӧк дорын лэсьтэлэ. Бугыръяськыку, эмчилэсь юалэ.',
    style: 'vtt',
    items: [
      'Ӟечбуресь, мусо пересьёс! Мон Ольга, Ижкарын физиотерапевт. Туннэ ньыль упражнение лэсьтом.',
      'Трос адямиос юало, ку нош эктыны луэ. Со сярысь мукет видеоын вераськом.',
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      'Нырысьсэ: пукон борды кутскы, одӥг пыд вылын сыл. Куамын секунд котькуд пыд вылын.',
      { pause: 70 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Кыкетӥез: пуконысь киостэк султы, нош пуксь. Дас пол.',
      { pause: 60 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'Куиньметӥез: пукон борды кутскыса, пыдчуньы вылэ жутскы, нош лэзьыськы. Кык подход, дас вить пол.',
      { pause: 90 },
      { ex: 'sideways walking', dosage: { reps: 10, side: 'each' } },
      'Ньылетӥез: ӝӧк дорын бокы вамыштэ, ӝӧк борды кутскыса. Дас вамыш котькуд пала.',
      { pause: 70 },
      { end: true },
      'Та упражнениосты нуналлы кык пол лэсьтэлэ. Тау, зеч луэ!',
    ],
  },
  {
    name: 'captions-heldout29-aromanian-umir-srt',
    kind: 'captions',
    title: 'Ti doari umirlu? Patru exertsitsii acasã | Fizioterapeutã (armãneashti)',
    description: 'Exertsitsii lishoari trã umir. Macã ti doari mãna i dureaa creashti, du-ti la yatru.',
    style: 'srt',
    items: [
      'Bunã dzua a tutulor! Mine hiu Elena, fizioterapeutã tu Constantsa. Adzã fãtsem patru exertsitsii trã umir.',
      'Multsã mi ntreabã cãndu pot s-toarnã la futbol shi la hora. Di aestã va zburãscu tu altã video.',
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Protlu: aplicats-vã pisuprã measã, alãsats mãna s-aspindzurã shi fãtsets ciurclji njits. Treidzãts di secunde.',
      { pause: 35 },
      { ex: 'shoulder flexion with stick', dosage: { reps: 10 } },
      'Doilu: loats unã shcop cu dauãli mãnj shi ahiurseats-u nsus, peste cap. Dzatsi ori.',
      { pause: 60 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'Treilu: trãdzets umerlji dinăpoi shi astringets scãpulile. Tsãnets tsintsi secunde. Dzatsi ori.',
      { pause: 75 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Pãtrulu: trãdzets mãna pristi chept cu alantã mãnã. Ghingits di secunde, shi dupã alantã mãnã.',
      { pause: 50 },
      { end: true },
      'Fãtsets aesti exertsitsii dauã ori tu dzuã. Haristo shi s-nã videm!',
    ],
  },
  {
    name: 'captions-heldout29-pular-keeci-vtt-rich',
    kind: 'captions',
    title: 'Muusu keeci? Egsersiis jowi e galle | Fiisoteraapist (e Pulaar)',
    description: 'Egsersiis newiiɗi ngam keeci. So muusu ngu yahii e koyngal walla ɓeydiima, yah to doktoor.',
    style: 'vtt-rich',
    items: [
      'On jaaraama! Ko min Aminata, fiisoteraapist e Ndar. Hannde meɗen waɗa egsersiis jowi ngam keeci.',
      'Heewɓe ina lamndoo mi ko honde tuma ɓe mbaawi rewtaade bal e lamb. Min ngaalan ɗum e widewo goɗngo.',
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'Adannde: lelo e keeci maa, ñaame hofruuji maa, ɓamtu ɗaɗi maa. Jogo segond jowi. Laabi sappo.',
      { pause: 80 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Ɗiɗmeere: ndaddu hofru wootere e becce maa. Segond noogaas, caggal ɗuum koyngal goɗngal.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Tataɓere: e juuɗe e hofruuji, ɓamtu keeci maa no ullundu nii, refti jippin ɗi. Laabi sappo.',
      { pause: 60 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Nayaɓere: e juuɗe e hofruuji, fortin jungo gooto e koyngal ngal ceerti e mayru. Seeri ɗiɗi, laabi jeetati kala baŋnge.',
      { pause: 100 },
      { ex: "child's pose", dosage: { hold_seconds: 30 } },
      'Jowaɓere: jooɗo e teppe maa, fortin juuɗe maa yeeso, ndaaral maa e leydi. Segond cappanɗe tati.',
      { pause: 35 },
      { end: true },
      'Waɗ ɗeen egsersiis ñalnde kala. A jaaraama, en njiyondiray!',
    ],
  },
  {
    name: 'captions-heldout29-trap-knee-cpm-machine-vtt',
    kind: 'captions',
    title: 'How to Use Your Knee CPM Machine at Home (After Knee Replacement) – Physio Explains',
    description:
      'Setting up the continuous passive motion (CPM) machine you have been loaned. Follow the settings your surgeon and physio gave you.',
    style: 'vtt',
    items: [
      "Hi, I'm Dan, one of the orthopaedic physios. You've been sent home with a CPM machine, so let's set it up properly.",
      'Put it on the bed, on a firm surface. Measure the thigh and the shin bars so your knee lines up with the hinge, and your foot sits flat against the footplate.',
      { pause: 10 },
      'Lie back, leg in, straps round the thigh and the calf, not too tight. Start at zero to sixty degrees, speed two, and press start.',
      { pause: 15 },
      "The machine does the bending, you don't. Let the leg go floppy. If it pinches, hold the pause button for two seconds and it stops.",
      'Two hours, three times a day. Each day, add five degrees of bend if it felt okay, and aim for ninety by two weeks.',
      { pause: 8 },
      "Don't sleep in it. And your quad sets and ankle pumps are separate, the ones on your sheet, you do those when you're out of it, on both legs.",
      'Any calf pain or the wound weeping, stop and ring the ward.',
    ],
  },
  {
    name: 'captions-heldout29-trap-football-game-skill-moves-auto',
    kind: 'captions',
    title: 'TOP 5 Skill Moves You NEED To Learn (Easy to 5 Star) – Tutorial, Controls for PlayStation & Xbox',
    description:
      'Best skill moves in the new game, with controls for PS and Xbox. Drop a like if this helped and tell me your favourite skill move in the comments!',
    style: 'vtt-auto',
    items: [
      "what's up guys today i'm showing you the five skill moves you need in ultimate team from one star up to five star skillers",
      'first the ball roll hold the left trigger and hold the right stick left or right do it with both feet',
      { pause: 10 },
      'number two the heel to heel flick flick the right stick forward then back really quick',
      { pause: 10 },
      'number three the bridge flick it forward twice and the ball goes through the defender like a nutmeg',
      { pause: 8 },
      "number four the elastico flick it right then round to the left and then the other way for the reverse one it's a five star move so only certain players can do it",
      { pause: 10 },
      'and number five the rainbow flick back then forward twice go into the arena and practise each one ten times with both feet',
      "that's me my thumbs need a workout after that if you liked it hit subscribe and i'll see you in the next one",
    ],
  },
  {
    name: 'captions-heldout29-trap-bike-pedals-chain-srt',
    kind: 'captions',
    title: 'Bike Service at Home: Pedals Off, Chain Clean & Lube, Brake Check | Bike Shop Mechanic',
    description:
      'A quick monthly check you can do at home. Tools: 15 mm pedal spanner, degreaser, chain lube, rag. Book a full service in store if anything feels off.',
    style: 'srt',
    items: [
      "Right, bike's in the stand. First the pedals. You'll want a fifteen mil spanner, and remember the left pedal is reverse threaded.",
      "So the right pedal you turn anticlockwise to undo, the left one clockwise. Push down on the spanner, don't pull up, you'll skin your knuckles.",
      { pause: 15 },
      'Grease the threads on both sides and put them back in, snug, not ape tight.',
      { pause: 10 },
      'Now the chain. Degreaser on, then spin the cranks backwards for thirty seconds while you hold the rag round the chain.',
      { pause: 30 },
      'One drop of lube on each link, spin it again, wipe off the extra. Ten turns of the cranks is plenty.',
      { pause: 15 },
      "Brakes: squeeze the lever and hold it for ten seconds. It shouldn't come back to the bar. Do both sides.",
      "And that's it. Next time I'll set up the turbo trainer for winter, which means leg day for me.",
    ],
  },
];
