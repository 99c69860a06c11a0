/**
 * Twenty-third held-out batch (heldout23), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching public physio clinics' shoulder programme pages ("3 sets of 10
 * reps", "Repeat as per physiotherapist guidelines", external rotation side-lying and in the door frame), seniors'
 * joint-mobility sheets ("Aim for 5 circles in one direction… circle 5 times the opposite way around", "Make 10 circles
 * each way"), primary-school "dice workout" PE sheets (each face of the die a move), CrossFit garage-gym pages ("Rx"
 * and "scaled" loads written men/women, "24/16 kg"), lizard-behaviour pages ("Lizard "push-ups" are not actual
 * calisthenics… a series of push-ups to warn the intruder", dewlap displays), workout-log spreadsheet templates and
 * pose-estimation rep counters, blacksmiths forging kettlebells, and Corsican, Bashkir, Guarani (Jopara), Luganda and
 * Tetum health pages: a physio channel's rotator cuff tendinopathy programme in the plainest common format ("4. Band
 * rows - 3 sets of 12", "30 seconds x 3"), with "(not a push-up)" inside a chapter and overhead presses and the bench
 * press in the prose; a PE teacher's dice workout for children at home with the die face drawn after the clock ("🎲 ⚄ →
 * Frog jumps × 10"), the die's pips no dose, a "roll again" chapter and tuck jumps swapped for calf raises because of
 * the neighbours downstairs; a community physio's seated joint-circles routine whose doses are written with arrow
 * glyphs ("↻ 10 ↺ 10" ten clockwise and ten anticlockwise, "⇆ 5 + 5" five each way, "⇅ 20" twenty up and down, "per
 * foot", "(both feet together)"); a garage gym's accessory day with "Rx" loads men/women ("Rx 24/16 kg (scaled 16/12)",
 * "Rx no tuck", "Rx red band") beside real doses ("3 × 8/8", "3 × 10/10", "4 × 30 s"), with Fran's thrusters named for
 * another video; a Corsican low-back programme (new) with "»" after the clock and the dose in guillemets ("«dece
 * volte»", "«20 sicondi da ogni latu»", "«duie serie di 8»"); a Bashkir neck programme (new) in Cyrillic after "⟡" with
 * ordinal labels ("1-се күнекмә –") and doses in Bashkir number words ("ун тапҡыр, биш секунд тотоғоҙ", "һәр яҡҡа
 * егерме секунд", "ике серия, ун тапҡыр"); a Guarani knee class for elders in Jopara (Guarani mixed with Spanish, new)
 * after "🧉" with Guarani ordinals ("Ejercicio peteĩ –", "mokõi", "mbohapy") and doses mixing both ("10 jey", "10 jey
 * peteĩteĩ tetymáme", "2 serie, 10 jey", "30 segundo peteĩteĩ tetymáme"); a Luganda knee and back programme (new) after
 * "➺" with "Okwegezaamu n –" labels and the dose in Luganda words and digits ("emirundi 10", "emirundi 10 buli kugulu",
 * "seti 2 eza emirundi 10", "sekonda 30 buli kugulu"); a Tetum office-workers' back and neck programme from Dili (new)
 * after "⁂" with "Ezersísiu n:" labels ("dala sanulu", "segundu 20 kada sorin", "set rua, dala sanulu") — and three
 * traps whose valid chapter lists hold no exercise done by a person but reps, holds, sets and exercise names: a
 * backyard nature film on why lizards do "push-ups" ("3 sets of up to 20 bobs", "Dewlap – hold for 10 s", "Basking
 * "plank" – 30 min on one rock", "50 push-ups each – who wins?"), a spreadsheet tutorial building a workout log ("Squat
 * 5×5 – the +2.5 kg formula", "Plank – hold 0:30 → 1:00 with conditional formatting", "Pull-ups – 3 sets to failure")
 * and a blacksmith forging a kettlebell ("Handle – 12 heats, 10 hammer blows each", "Hold at 850 °C for 30 min", "Swing
 * test – 500 swings on the drop rig"). Each case names moves in passing (overhead presses and the bench press, "not a
 * push-up", burpees in the school hall, no floor work and no planks, Fran's thrusters, running and cycling in Corsican,
 * skiing and wrestling (көрәш) in Bashkir, football in Guarani, football (omupiira) and running in Luganda, football
 * and futsal in Tetum) that must not start a segment. Written before the engine was run on them even once: never tuned
 * on.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant, or described: "Pendulum" the pendulum, "Isometric external rotation against the
 * wall" the isometric external rotation, "Band rows" the band row, "Wall slides" the wall slide, star jumps the jumping
 * jacks, "Superman" the superman, "Shoulder circles" the shoulder roll, "Knee straightening" in the chair the long arc
 * quad, "Seated marching" the seated march, "Single-leg RDL" the single leg deadlift, Corsican "U ponte" (the bridge)
 * the glute bridge, "U ghjattu è a vacca" (the cat and the cow) the cat cow, "Un ghjinochju à u pettu" (a knee to the
 * chest) the knee to chest, "Bracciu è gamba opposti, à quattru zampe" (opposite arm and leg, on all fours) the bird
 * dog, "A pusizione di u zitellu" (the child's position) the child's pose, Bashkir "Эйәкте артҡа тартығыҙ" (draw the
 * chin back) the chin tuck, "Башты яурынға ауҙарығыҙ" (tilt the head to the shoulder) the neck side bend, "Башты уңға
 * һәм һулға борорғоҙ" (turn the head right and left) the neck rotation, "Яурындарҙы ҡолаҡҡа күтәрегеҙ" (lift the
 * shoulders to the ears) the shoulder shrug, "Ҡалаҡ һөйәктәрен ҡыҫығыҙ" (squeeze the shoulder blades) the scapular
 * squeeze, Guarani "Eguapy sillape, emohenda nde tenypy'ã" (sit on the chair, straighten your knee) the long arc quad,
 * "Epu'ã ha eguapy jey" (stand up and sit again) the sit to stand, "Ejupi escalón ári" (climb on the step) the step up,
 * "Eñembo'y nde py apýre" (stand on the tips of your feet) the calf raise, "Eñembo'y peteĩ tetymápe" (stand on one leg)
 * the single leg balance, Luganda "Galamira ku mugongo, yimusa ekiwato" (lie on the back, lift the hips) the glute
 * bridge, "Tuula ku ntebe, golola okugulu" (sit on the chair, straighten the leg) the long arc quad, "Yimuka ku ntebe,
 * oddeyo otuule" (get up from the chair, sit back down) the sit to stand, "Galamira ku mugongo, yimusa okugulu
 * okugolokofu" (lie on the back, lift the straight leg) the straight leg raise, "Yimirira ku kugulu kumu" (stand on one
 * leg) the single leg balance, Tetum "Toba ho kotuk, hasa'e kidun" (lie on the back, raise the buttocks) the glute
 * bridge, "Dada tuur ida ba hirus-matan" (pull one knee to the chest) the knee to chest, "Tuur iha kadeira, dulas isin"
 * (sit on the chair, turn the body) the seated spinal twist, "Dobra ulun ba sorin" (bend the head to the side) the neck
 * side bend and "Liman ida ba oin, ain seluk ba kotuk" (one arm forward, the other leg back) the bird dog), otherwise
 * the author's words ("frog jumps"); the clean title is that name in plain English letters, without dice faces, arrows,
 * guillemets, ordinals, labels, loads or doses. "30 seconds x 3" is 3 reps of a 30 s hold and "5 x 10 second hold" 5
 * reps of a 10 s hold; "× 20" is 20 reps; "↻ 10 ↺ 10" (ten each way) and "⇆ 5 + 5" are each; "⇅ 20" is 20 reps and
 * "(both feet together)" on the ankle pumps side "both"; "3 × 8/8" and "3 × 10/10" are 3 sets of 8 or 10 each side; "4
 * × 30 s" is 4 reps of a 30 s hold; "«dece volte»" is 10 reps, "da ogni latu", "һәр яҡҡа", "peteĩteĩ tetymáme", "buli
 * kugulu" and "kada sorin" are each; "duie serie di 8", "ике серия, ун тапҡыр", "2 serie, 10 jey", "seti 2 eza emirundi
 * 10" and "set rua, dala sanulu" are sets; Bashkir and Tetum number words read as their numbers (ун 10, биш 5, егерме
 * 20, һигеҙ 8, ике 2; sanulu 10, ualu 8, rua 2), "jey" is times; a timed block is a hold. Die faces, "Rx"/"scaled"
 * loads ("24/16 kg", "red band"), frequencies, the week's plan, hours at a desk, and the traps' bobs, minutes, degrees,
 * heats, blows, swings, kilos, formulas and cells are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut23: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout23-plain-rotator-cuff-physio',
    note: 'A physio channel\'s rotator cuff tendinopathy programme in the plainest common format ("1. Pendulum (warm-up) - 30 seconds", "2. Isometric external rotation against the wall - 5 x 10 second hold", "3 sets of 15", "2 sets of 10", "30 seconds x 3") with talk chapters before and after, "(not a push-up, keep it slow)" inside a chapter and overhead presses and the bench press named in the prose.',
    title: 'Rotator Cuff Tendinopathy – 6 Exercises You Can Do at Home (Physio Explains)',
    duration: 690,
    text: `
      Shoulder pain when you reach overhead or lie on that side at night? These six exercises are where I start most of my rotator cuff patients. Leave the overhead presses and the bench press alone for a couple of weeks while you build up.

      0:00 Intro @@ .
      0:42 What is rotator cuff tendinopathy? @@ .
      2:05 1. Pendulum (warm-up) - 30 seconds @@ pendulum | Pendulum | h30 | UB
      2:58 2. Isometric external rotation against the wall - 5 x 10 second hold @@ isometric external rotation | Isometric external rotation | r5 h10 | UB
      4:10 3. Side-lying external rotation - 3 sets of 15 @@ side lying external rotation | Side lying external rotation | s3 r15 | UB
      5:30 4. Band rows - 3 sets of 12 @@ band row | Band row | s3 r12 | UB
      6:45 5. Wall slides - 2 sets of 10 (not a push-up, keep it slow) @@ wall slide | Wall slide | s2 r10 | UB
      8:00 6. Sleeper stretch - 30 seconds x 3 @@ sleeper stretch | Sleeper stretch | r3 h30 | UB
      9:15 How often + when to progress @@ .

      Repeat as your own physiotherapist advises. This video is general information, not a diagnosis.
    `,
  },
  {
    name: 'desc-heldout23-dice-faces-pe-at-home',
    note: 'A PE teacher\'s dice workout for children at home, each chapter the die face rolled drawn after the clock and "🎲" ("🎲 ⚄ → Frog jumps × 10", "🎲 ⚁ → Plank – hold for 20 seconds"), the dice chart in the prose, a "rolled ⚄ again – roll again!" chapter, tuck jumps swapped for calf raises ("too noisy for the flat downstairs"), the die\'s pips no dose and burpees in the school hall named in passing.',
    title: 'Dice Workout for Kids 🎲 | PE at Home with Mr Okafor (Year 3–6)',
    duration: 600,
    text: `
      Roll a die (or use the one in the video!) and do the move that matches the number. Here's the chart so you can play again:
      ⚀ star jumps ⚁ plank ⚂ squats ⚃ tuck jumps ⚄ frog jumps ⚅ bear crawl
      We'll save burpees for the school hall 😄 Ask a grown-up to clear some space first.

      0:00 Hello Year 3 to 6! How to play @@ .
      0:55 🎲 ⚂ → Squats × 15 @@ squat | Squat | r15 | LB
      1:50 🎲 ⚀ → Star jumps × 20 @@ jumping jacks | Jumping jacks | r20 | FB
      2:45 🎲 ⚄ → Frog jumps × 10 @@ frog jumps | Frog jumps | r10 | LB
      3:40 🎲 ⚄ again – roll again! @@ .
      4:05 🎲 ⚁ → Plank – hold for 20 seconds @@ plank | Plank | h20 | C
      5:00 🎲 ⚃ → Tuck jumps? Too noisy for the flat downstairs – 10 calf raises instead @@ calf raise | Calf raise | r10 | LB
      6:00 🎲 ⚅ → Bear crawl – 30 seconds around the room @@ bear crawl | Bear crawl | h30 | FB
      7:10 Bonus roll: Superman – hold for 10, 3 times @@ superman | Superman | r3 h10 | B
      8:15 Well done! Drink some water 💧 @@ .
    `,
  },
  {
    name: 'desc-heldout23-arrow-glyph-joint-circles',
    note: 'A community physio\'s seated joint-circles routine for older adults whose doses are written with arrow glyphs ("Shoulder circles ↻ 10 ↺ 10", "Neck turns ⇆ 5 + 5", "Seated marching ⇅ 20", "Knee straightening ⇅ 10 per leg", "Ankle circles ↻ 10 ↺ 10 per foot", "Ankle pumps ⇅ 20 (both feet together)"), with no floor work and no planks named in the prose.',
    title: 'Morning Joint Circles – 10 Minute Seated Routine for Older Adults | Community Physio',
    duration: 600,
    text: `
      A gentle seated routine to loosen every joint before breakfast. No floor work, no planks, nothing fast. ↻ = clockwise, ↺ = anticlockwise, ⇆ = side to side, ⇅ = up and down.

      0:00 Good morning! Sit on a firm chair without arms @@ .
      0:45 Neck turns ⇆ 5 + 5 @@ neck rotation | Neck rotation | r5 each | N
      1:50 Shoulder circles ↻ 10 ↺ 10 @@ shoulder roll | Shoulder roll | r10 each | UB
      3:00 Wrist circles ↻ 10 ↺ 10 @@ wrist circles | Wrist circles | r10 each | UB
      4:05 Seated marching ⇅ 20 @@ seated march | Seated march | r20 | LB
      5:10 Knee straightening ⇅ 10 per leg @@ long arc quad | Long arc quad | r10 each | LB
      6:20 Ankle circles ↻ 10 ↺ 10 per foot @@ ankle circles | Ankle circles | r10 each | LB
      7:30 Ankle pumps ⇅ 20 (both feet together) @@ ankle pumps | Ankle pumps | r20 both | LB
      8:30 That's it – see you tomorrow ☀ @@ .
    `,
  },
  {
    name: 'desc-heldout23-rx-loads-garage-gym',
    note: 'A garage gym\'s posterior-chain accessory day whose chapters give the real dose and then CrossFit "Rx" loads written men/women ("3 × 15 · Rx 24/16 kg (scaled 16/12)", "3 × 8/8 · Rx 20/12 kg", "4 × 30 s · Rx no tuck", "3 × 10/10 · Rx red band"), the load slashes no dose and the per-side slashes a dose, with Fran\'s thrusters named for another video.',
    title: 'Garage Gym Accessory Day – Posterior Chain & Core (Rx + Scaled Loads)',
    duration: 780,
    text: `
      Accessory work for the days between WODs. Rx = the prescribed load, written men/women. Scale as you need to. Fran (and her thrusters) gets her own video on Friday.

      0:00 Warm-up chat + why accessories @@ .
      0:50 Kettlebell swings — 3 × 15 · Rx 24/16 kg (scaled 16/12) @@ kettlebell swing | Kettlebell swing | s3 r15 | FB
      3:10 Single-leg RDL — 3 × 8/8 · Rx 20/12 kg @@ single leg deadlift | Single leg deadlift | s3 r8 each | LB
      5:40 Good mornings — 3 × 10 · Rx 40/30 kg @@ good morning | Good morning | s3 r10 | LB
      7:55 Hollow hold — 4 × 30 s · Rx no tuck @@ hollow hold | Hollow hold | r4 h30 | C
      9:40 Pallof press — 3 × 10/10 · Rx red band @@ pallof press | Pallof press | s3 r10 each | C
      11:30 Cool-down + log your loads @@ .
    `,
  },
  {
    name: 'desc-heldout23-corsican-schina',
    note: 'A Corsican low-back programme (new) with "»" after the clock, "Eserciziu n :" labels and the dose in guillemets ("«dece volte»", "«20 sicondi da ogni latu»", "«duie serie di 8»", "«30 sicondi»"), every move named or described in Corsican; welcome, advice and thanks chapters, and running and cycling named in the prose.',
    title: 'Male di schina? 5 esercizii in casa | Fisioterapeuta (in lingua corsa)',
    duration: 570,
    text: `
      Esercizii simplici per a schina. S'è u dulore fala in a gamba, andate à vede u duttore. Di a corsa è di a bicicletta ne parlemu un'altra volta.

      0:00 » Benvenuti! @@ .
      0:40 » Eserciziu 1 : U ponte «dece volte» @@ glute bridge | Glute bridge | r10 | LB
      1:55 » Eserciziu 2 : U ghjattu è a vacca «dece volte» @@ cat cow | Cat cow | r10 | B
      3:10 » Eserciziu 3 : Un ghjinochju à u pettu «20 sicondi da ogni latu» @@ knee to chest | Knee to chest | h20 each | B
      4:30 » Eserciziu 4 : Bracciu è gamba opposti, à quattru zampe «duie serie di 8» @@ bird dog | Bird dog | s2 r8 | B
      5:50 » Eserciziu 5 : A pusizione di u zitellu «30 sicondi» @@ child's pose | Child's pose | h30 | B
      7:05 » Cunsiglii per u travagliu @@ .
      8:15 » À ringraziavvi è à prestu! @@ .
    `,
  },
  {
    name: 'desc-heldout23-bashkir-muyin',
    note: 'A Bashkir neck and shoulder programme (new) in Cyrillic after "⟡" with ordinal labels ("1-се күнекмә –" to "5-се күнекмә –"), every move described, and doses in Bashkir number words ("ун тапҡыр, биш секунд тотоғоҙ", "һәр яҡҡа егерме секунд", "һәр яҡҡа һигеҙ тапҡыр", "ун тапҡыр", "ике серия, ун тапҡыр"); welcome, advice and thanks chapters, skiing and wrestling (көрәш) named in the prose and hours at a computer that are no dose.',
    title: 'Муйын ауыртамы? Өйҙә 5 күнекмә | Физиотерапевт (башҡортса)',
    duration: 560,
    text: `
      Компьютер артында көнөнә 8 сәғәт ултырыусылар өсөн ябай күнекмәләр. Саңғы һәм көрәш тураһында икенсе тапҡыр һөйләшербеҙ.

      0:00 ⟡ Һаумыһығыҙ! @@ .
      0:40 ⟡ 1-се күнекмә – Эйәкте артҡа тартығыҙ – ун тапҡыр, биш секунд тотоғоҙ @@ chin tuck | Chin tuck | r10 h5 | N
      1:50 ⟡ 2-се күнекмә – Башты яурынға ауҙарығыҙ – һәр яҡҡа егерме секунд @@ neck side bend | Neck side bend | h20 each | N
      3:05 ⟡ 3-сө күнекмә – Башты уңға һәм һулға борорғоҙ – һәр яҡҡа һигеҙ тапҡыр @@ neck rotation | Neck rotation | r8 each | N
      4:20 ⟡ 4-се күнекмә – Яурындарҙы ҡолаҡҡа күтәрегеҙ – ун тапҡыр @@ shoulder shrug | Shoulder shrug | r10 | UB
      5:35 ⟡ 5-се күнекмә – Ҡалаҡ һөйәктәрен ҡыҫығыҙ – ике серия, ун тапҡыр @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      6:50 ⟡ Эш урыны өсөн кәңәштәр @@ .
      8:00 ⟡ Рәхмәт! @@ .
    `,
  },
  {
    name: 'desc-heldout23-guarani-tenypya',
    note: 'A Guarani knee class for elders in Jopara (Guarani mixed with Spanish, new) after "🧉" with Guarani ordinals ("Ejercicio peteĩ –" to "Ejercicio po –"), every move described, and doses mixing both languages ("10 jey", "10 jey, 5 segundo ejoko", "10 jey peteĩteĩ tetymáme", "2 serie, 10 jey", "30 segundo peteĩteĩ tetymáme"); welcome, advice and thanks chapters, and football named in the prose.',
    title: "Tenypy'ã rasy? 5 ejercicio ógape | Fisioterapeuta (guaraníme)",
    duration: 570,
    text: `
      Ejercicio ndahasýiva tujakuéra ha tujakuérape guarã. Nde tenypy'ã ipururu ramo, eho médico rendápe. Pelota ñembosaráire ñañe'ẽta ambue árape.

      0:00 🧉 ¡Mba'éichapa, che ra'ykuéra! @@ .
      0:40 🧉 Ejercicio peteĩ – Eguapy sillape, emohenda nde tenypy'ã – 10 jey, 5 segundo ejoko @@ long arc quad | Long arc quad | r10 h5 | LB
      1:55 🧉 Ejercicio mokõi – Epu'ã ha eguapy jey – 2 serie, 10 jey @@ sit to stand | Sit to stand | s2 r10 | LB
      3:10 🧉 Ejercicio mbohapy – Ejupi escalón ári – 10 jey peteĩteĩ tetymáme @@ step up | Step up | r10 each | LB
      4:30 🧉 Ejercicio irundy – Eñembo'y nde py apýre – 15 jey @@ calf raise | Calf raise | r15 | LB
      5:50 🧉 Ejercicio po – Eñembo'y peteĩ tetymápe – 30 segundo peteĩteĩ tetymáme @@ single leg balance | Single leg balance | h30 each | LB
      7:05 🧉 Consejo @@ .
      8:10 🧉 ¡Aguyje ha jajotopata! @@ .
    `,
  },
  {
    name: 'desc-heldout23-luganda-evviivi',
    note: 'A Luganda knee and back programme (new) after "➺" with "Okwegezaamu n –" labels, every move described, and the dose in Luganda words and digits ("emirundi 10, kwata sekonda 5", "emirundi 10 buli kugulu", "seti 2 eza emirundi 10", "emirundi 12", "sekonda 30 buli kugulu"); welcome, advice and thanks chapters, and football (omupiira) and running named in the prose.',
    title: "Obulumi bw'evviivi? Okwegezaamu 5 awaka | Physiotherapist (mu Luganda)",
    duration: 570,
    text: `
      Okwegezaamu okwangu eri abalina obulumi bw'evviivi. Evviivi bwe lizimba, genda eri omusawo. Ku mupiira n'okudduka tujja kwogerako olulala.

      0:00 ➺ Mwebale kujja! @@ .
      0:40 ➺ Okwegezaamu 1 – Galamira ku mugongo, yimusa ekiwato – emirundi 10, kwata sekonda 5 @@ glute bridge | Glute bridge | r10 h5 | LB
      1:55 ➺ Okwegezaamu 2 – Galamira ku mugongo, yimusa okugulu okugolokofu – emirundi 10 buli kugulu @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ➺ Okwegezaamu 3 – Yimuka ku ntebe, oddeyo otuule – seti 2 eza emirundi 10 @@ sit to stand | Sit to stand | s2 r10 | LB
      4:30 ➺ Okwegezaamu 4 – Tuula ku ntebe, golola okugulu – emirundi 12 @@ long arc quad | Long arc quad | r12 | LB
      5:50 ➺ Okwegezaamu 5 – Yimirira ku kugulu kumu – sekonda 30 buli kugulu @@ single leg balance | Single leg balance | h30 each | LB
      7:05 ➺ Amagezi @@ .
      8:10 ➺ Webale nnyo! @@ .
    `,
  },
  {
    name: 'desc-heldout23-tetum-kotuk',
    note: 'A Tetum back and neck programme for office workers in Dili (new) after "⁂" with "Ezersísiu n:" labels, every move described, and the dose in Tetum number words and digits ("dala sanulu", "segundu 20 kada sorin", "set rua, dala sanulu", "dala ualu kada sorin", "segundu 15 kada sorin"), eight hours at a desk that are no dose, and football and futsal named in the prose.',
    title: 'Moras kotuk? Ezersísiu 5 iha uma | Fizioterapeuta (iha Tetun)',
    duration: 570,
    text: `
      Ezersísiu simples ba ema ne'ebé tuur oras 8 loron-loron iha kadeira. Kona-ba futeból no futsal, ita ko'alia fali loron seluk.

      0:00 ⁂ Bondia ba ita hotu! @@ .
      0:40 ⁂ Ezersísiu 1: Toba ho kotuk, hasa'e kidun – dala sanulu @@ glute bridge | Glute bridge | r10 | LB
      1:55 ⁂ Ezersísiu 2: Dada tuur ida ba hirus-matan – segundu 20 kada sorin @@ knee to chest | Knee to chest | h20 each | B
      3:10 ⁂ Ezersísiu 3: Liman ida ba oin, ain seluk ba kotuk – set rua, dala sanulu @@ bird dog | Bird dog | s2 r10 | B
      4:30 ⁂ Ezersísiu 4: Tuur iha kadeira, dulas isin – dala ualu kada sorin @@ seated spinal twist | Seated spinal twist | r8 each | B
      5:50 ⁂ Ezersísiu 5: Dobra ulun ba sorin – segundu 15 kada sorin @@ neck side bend | Neck side bend | h15 each | N
      7:05 ⁂ Konsellu ba servisu iha eskritóriu @@ .
      8:10 ⁂ Obrigadu barak! @@ .
    `,
  },
  {
    name: 'desc-heldout23-trap-lizard-push-ups',
    note: 'A backyard nature film on why lizards do "push-ups", with a valid chapter list and no exercise done by a person, whose chapters give sets, reps, holds and exercise names of lizards ("Push-ups: 3 sets of up to 20 bobs", "The dewlap – hold for 10 s", "Basking "plank" – 30 min on one rock", "Two males, 50 push-ups each – who wins?"); no captions.',
    title: 'Why Do Lizards Do Push-Ups? 🦎 | Backyard Reptiles Ep. 4',
    duration: 900,
    text: `
      Filmed over three mornings in our back garden with a 400 mm lens. No lizards were handled. They're not working out – it's all talk!

      0:00 Meet the western fence lizard @@ .
      1:30 Push-ups: 3 sets of up to 20 bobs @@ .
      4:10 The dewlap – hold for 10 s @@ .
      6:20 Basking "plank" – 30 min on one rock @@ .
      8:45 Two males, 50 push-ups each – who wins? @@ .
      11:30 Females do push-ups too @@ .
      13:10 Filming notes + kit @@ .
    `,
  },
  {
    name: 'desc-heldout23-trap-spreadsheet-workout-log',
    note: 'A spreadsheet tutorial building a workout log, with a valid chapter list and no exercise done by a person, whose chapters give exercise names, sets, reps and holds as columns and formulas ("Columns: Exercise | Sets | Reps | Load", "Squat 5×5 – the +2.5 kg formula", "Plank – hold 0:30 → 1:00 with conditional formatting", "Pull-ups – 3 sets to failure (AMRAP cell)"); no captions.',
    title: 'Build a Workout Log in Google Sheets (Free Template) – Progressive Overload Made Easy',
    duration: 900,
    text: `
      In this tutorial we build a workout tracker from a blank sheet: columns, formulas, a progress chart and a weekly volume total. Template link below – File → Make a copy.

      0:00 What we're building @@ .
      1:12 Columns: Exercise | Sets | Reps | Load @@ .
      3:40 Squat 5×5 – the +2.5 kg formula @@ .
      6:05 Plank – hold 0:30 → 1:00 with conditional formatting @@ .
      8:50 Pull-ups – 3 sets to failure (AMRAP cell) @@ .
      11:20 Weekly volume chart @@ .
      13:45 Template link + Make a copy @@ .
    `,
  },
  {
    name: 'desc-heldout23-trap-kettlebell-forging',
    note: 'A blacksmith forging a kettlebell, with a valid chapter list and no exercise done by a person, whose chapters give heats, blows, holds, sets and swings ("Cutting 3 sets of steel plates", "Handle – 12 heats, 10 hammer blows each", "Hold at 850 °C for 30 min (normalising)", "Swing test – 500 swings on the drop rig"); no captions.',
    title: 'Forging a 16 kg Kettlebell by Hand – Blacksmithing Project',
    duration: 1080,
    text: `
      A kettlebell from scrap plate and a round bar handle, forge-welded and normalised. I didn't do a single swing myself – the rig did them all.

      0:00 Why a forged kettlebell? @@ .
      1:35 Cutting 3 sets of steel plates @@ .
      4:20 Handle – 12 heats, 10 hammer blows each @@ .
      8:05 Hold at 850 °C for 30 min (normalising) @@ .
      11:40 Swing test – 500 swings on the drop rig @@ .
      14:10 Weighing: 16.2 kg + paint @@ .
      16:30 What I'd change next time @@ .
    `,
  },
];
