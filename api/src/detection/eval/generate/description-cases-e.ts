/**
 * Fifth tuning batch: chapter formats studied on public descriptions and chapter guides that the earlier batches
 * did not cover — `00:00:00` clocks on short videos, en/em dashes and tabs after the time, `1) 0:45` and `#1 0:45`
 * numbering, markdown bullets and bold clocks, section headers between runs of chapter lines, double-spaced lists
 * with notes after a blank line, links and trailing clip lengths on chapter lines, "Step n" / "Ejercicio n"
 * before the time, the × sign and "/side" dosage, Japanese lines, and talk chapters (benefits, who it is for,
 * modifications, links) — plus traps: times after the title, a list only in a pinned-comment style sentence.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesE: DescriptionCaseSpec[] = [
  {
    name: 'desc-e-hour-clocks-short-video',
    note: '00:00:00 clocks on a 9-minute video, as chapter generators write them.',
    title: 'Lower Back Mobility in 9 Minutes',
    duration: 560,
    text: `
      Chapters
      00:00:00 Intro @@ .
      00:00:40 Cat-cow @@ cat cow | Cat cow | | B
      00:02:05 Pelvic tilts @@ pelvic tilt | Pelvic tilt | | B
      00:03:30 Lower trunk rotations @@ lower trunk rotation | Lower trunk rotation | | B
      00:05:10 Knee to chest @@ knee to chest | Knee to chest | | B
      00:06:45 Child's pose @@ child's pose | Child's pose | | B
      00:08:20 Outro @@ .
    `,
  },
  {
    name: 'desc-e-em-dash-after-time',
    note: 'Em and en dashes right after the clock, dosage after a second dash.',
    title: 'Knee Strength After ACL Surgery – Phase 2',
    duration: 720,
    text: `
      0:00 — Welcome @@ .
      0:35 — Quad sets — 10 x 5 s hold @@ quad sets | Quad sets | s10 h5 | LB
      2:10 — Straight leg raise — 3x10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      4:00 – Terminal knee extension – 3 x 15 @@ terminal knee extension | Terminal knee extension | s3 r15 | LB
      6:20 – Step ups – 2 x 12 @@ step up | Step up | s2 r12 | LB
      8:40 – Wall sit – 3 x 30 s @@ wall sit | Wall sit | s3 h30 | LB
      10:50 – Final thoughts @@ .
    `,
  },
  {
    name: 'desc-e-section-headers-between-runs',
    note: 'Section headers between runs of chapter lines, each run after a blank line: one list.',
    title: 'Full Body Follow Along for Beginners (No Equipment)',
    duration: 1500,
    text: `
      Grab a mat and some water. Let's go!

      WARM-UP
      0:00 Intro @@ .
      1:10 Arm circles @@ arm circles | Arm circles | | UB
      2:30 High knees @@ high knees | High knees | | FB

      STRENGTH
      4:00 Squats @@ squat | Squat | | LB
      7:30 Push-ups @@ push up | Push up | | UB
      11:00 Glute bridges @@ glute bridge | Glute bridge | | LB
      14:20 Dead bugs @@ dead bug | Dead bug | | C

      COOL-DOWN
      18:00 Child's pose @@ child's pose | Child's pose | | B
      20:30 Hamstring stretch @@ hamstring stretch | Hamstring stretch | | LB
      23:40 Thanks for joining @@ .

      Music by a friend of the channel.
    `,
  },
  {
    name: 'desc-e-emoji-section-headers',
    note: 'Emoji section headers between runs, bracketed clocks after a microphone emoji.',
    title: 'Pilates Core Class – 30 Minutes',
    duration: 1800,
    text: `
      ✨ Getting ready ✨
      🎤 (00:00) Welcome and set-up @@ .
      🎤 (01:30) Breathing @@ .

      ✨ Core series ✨
      🎤 (03:00) The hundred @@ the hundred | The hundred | | C
      🎤 (06:10) Roll up @@ roll up | Roll up | | C
      🎤 (09:00) Single leg stretch @@ single leg stretch | Single leg stretch | | C
      🎤 (12:30) Criss cross @@ criss cross | Criss cross | | C

      ✨ Finish ✨
      🎤 (16:00) Spine stretch forward @@ spine stretch forward | Spine stretch forward | | B
      🎤 (20:00) Closing words @@ .
    `,
  },
  {
    name: 'desc-e-double-spaced-with-notes',
    note: 'Each chapter followed by a blank line and a note line (dosage) before the next chapter.',
    title: 'Shoulder Impingement Rehab: 4 Exercises',
    duration: 660,
    text: `
      0:00 Intro @@ .

      0:50 Scapular squeezes @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      2 sets of 10

      2:40 Wall slides @@ wall slide | Wall slide | s3 r8 | UB
      3 sets of 8, slow on the way down

      4:30 External rotation with band @@ external rotation with band | External rotation with band | r12 each | UB
      12 reps each arm

      6:50 Serratus punches @@ serratus punch | Serratus punch | s3 r15 | UB
      3x15

      9:10 Wrap up @@ .

      Follow me on Instagram for daily tips.
    `,
  },
  {
    name: 'desc-e-numbered-parenthesis-before-time',
    note: 'List numbers "1)" and "#1" before the clock.',
    title: 'Hip Pain? Try These 5 Moves',
    duration: 600,
    text: `
      0:00 Why your hip hurts @@ .
      #1 0:55 Clamshells @@ clamshell | Clamshell | | LB
      #2 2:20 Side-lying hip abduction @@ side lying hip abduction | Side lying hip abduction | | LB
      #3 3:50 Fire hydrants @@ fire hydrant | Fire hydrant | | LB
      #4 5:15 Monster walks @@ monster walk | Monster walk | | LB
      #5 6:45 Piriformis stretch @@ piriformis stretch | Piriformis stretch | | LB
      8:30 Summary @@ .
    `,
  },
  {
    name: 'desc-e-paren-numbers-before-time',
    note: '"1)" numbering in front of the clock, with a pipe after it.',
    title: 'Neck Pain Relief Routine',
    duration: 540,
    text: `
      1) 0:00 | Intro @@ .
      2) 0:30 | Chin tucks @@ chin tuck | Chin tuck | | N
      3) 1:55 | Neck rotations @@ neck rotation | Neck rotation | | N
      4) 3:20 | Upper trap stretch @@ upper trapezius stretch | Upper trapezius stretch | | N
      5) 4:50 | Levator scapulae stretch @@ levator scapulae stretch | Levator scapulae stretch | | N
      6) 6:30 | Shoulder rolls @@ shoulder roll | Shoulder roll | | UB
      7) 8:00 | Outro @@ .
    `,
  },
  {
    name: 'desc-e-markdown-bold-clocks',
    note: 'Markdown-like bullets with bold clocks, as pasted from a notes app.',
    title: 'Ankle Sprain Rehab – Week 2',
    duration: 600,
    text: `
      - **0:00** – Intro @@ .
      - **0:40** – Ankle alphabet @@ ankle alphabet | Ankle alphabet | | LB
      - **2:10** – Calf raises (x15) @@ calf raise | Calf raise | r15 | LB
      - **3:45** – Single-leg balance (30 sec) @@ single leg balance | Single leg balance | h30 | LB
      - **5:20** – Ankle eversion with band @@ ankle eversion with band | Ankle eversion with band | | LB
      - **7:10** – Calf stretch @@ calf stretch | Calf stretch | | LB
      - **8:40** – When to see a physio @@ .
    `,
  },
  {
    name: 'desc-e-links-on-chapter-lines',
    note: 'Links to full tutorials written on chapter lines.',
    title: 'Sciatica Relief: My 5 Go-To Exercises',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:45 Sciatic nerve glide (full tutorial: https://youtu.be/abc123XYZ) @@ sciatic nerve glide | Sciatic nerve glide | | LB
      2:30 Knee to chest → https://www.youtube.com/watch?v=def456 @@ knee to chest | Knee to chest | | B
      4:10 Piriformis stretch - https://youtu.be/ghi789 @@ piriformis stretch | Piriformis stretch | | LB
      6:00 McKenzie press up @@ mckenzie press up | Mckenzie press up | | B
      8:20 Bird dog https://youtu.be/jkl012 @@ bird dog | Bird dog | | B
      10:30 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-e-trailing-clip-lengths',
    note: 'Each chapter ends with its clip length in brackets; the length is neither title nor dosage.',
    title: 'Morning Stretch Routine (Follow Along)',
    duration: 900,
    text: `
      0:00 Start (0:40) @@ .
      0:40 Standing forward fold (2:00) @@ standing forward fold | Standing forward fold | | LB
      2:40 World's greatest stretch (3:00) @@ world's greatest stretch | World's greatest stretch | | FB
      5:40 Downward dog (2:30) @@ downward dog | Downward dog | | FB
      8:10 Cobra (2:00) @@ cobra stretch | Cobra stretch | | B
      10:10 Child's pose (3:00) @@ child's pose | Child's pose | | B
      13:10 Done! @@ .
    `,
  },
  {
    name: 'desc-e-step-n-before-time',
    note: '"Step n -" before the clock.',
    title: 'Frozen Shoulder: Gentle Home Programme',
    duration: 600,
    text: `
      0:00 What to expect @@ .
      Step 1 - 0:50 Pendulums @@ pendulum | Pendulum | | UB
      Step 2 - 2:30 Table slides @@ table slide | Table slide | | UB
      Step 3 - 4:10 Wall walks @@ wall walk | Wall walk | | UB
      Step 4 - 5:50 Cross-body shoulder stretch @@ cross body shoulder stretch | Cross body shoulder stretch | | UB
      Step 5 - 7:40 Towel internal rotation stretch @@ towel internal rotation stretch | Towel internal rotation stretch | | UB
    `,
  },
  {
    name: 'desc-e-ejercicio-before-time',
    note: 'Spanish list with "Ejercicio n:" before the clock and series/repeticiones dosage.',
    title: 'Rutina de rodilla en casa',
    duration: 660,
    text: `
      0:00 Presentación @@ .
      Ejercicio 1: 0:40 Sentadilla – 3 series de 12 @@ squat | Squat | s3 r12 | LB
      Ejercicio 2: 2:30 Puente de glúteos – 3 series de 15 @@ glute bridge | Glute bridge | s3 r15 | LB
      Ejercicio 3: 4:20 Zancada hacia atrás – 10 por pierna @@ reverse lunge | Reverse lunge | r10 each | LB
      Ejercicio 4: 6:30 Elevación de talones – 20 repeticiones @@ calf raise | Calf raise | r20 | LB
      Ejercicio 5: 8:40 Estiramiento de cuádriceps – 30 segundos @@ quad stretch | Quad stretch | h30 | LB
    `,
  },
  {
    name: 'desc-e-times-sign-and-per-side',
    note: 'The × sign, "/side", "e/s" and "L+R" in titles.',
    title: 'Glute Activation Before Running',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 Glute bridge 2×15 @@ glute bridge | Glute bridge | s2 r15 | LB
      2:00 Single leg glute bridge 10/side @@ single leg glute bridge | Single leg glute bridge | r10 each | LB
      3:40 Clamshells 15 e/s @@ clamshell | Clamshell | r15 each | LB
      5:10 Lateral band walk 2 × 10 steps @@ lateral band walk | Lateral band walk | s2 r10 | LB
      6:50 Donkey kicks 12 each side @@ donkey kick | Donkey kick | r12 each | LB
      8:30 Outro @@ .
    `,
  },
  {
    name: 'desc-e-tab-separated',
    note: 'A tab between clock and title, pasted from a spreadsheet.',
    title: 'Balance Training for Seniors',
    duration: 720,
    text: `
      0:00\tIntroduction @@ .
      0:45\tWeight shifts @@ weight shift | Weight shift | | LB
      2:30\tTandem stance @@ tandem stance | Tandem stance | | LB
      4:15\tSingle leg balance @@ single leg balance | Single leg balance | | LB
      6:10\tHeel walking @@ heel walk | Heel walk | | LB
      8:00\tSit to stand @@ sit to stand | Sit to stand | | LB
      10:20\tSafety tips @@ .
    `,
  },
  {
    name: 'desc-e-trap-times-after-titles',
    note: 'Trap: times written after the titles ("Squats - 1:20"): YouTube makes no chapters of them.',
    title: 'Quick Leg Workout',
    duration: 600,
    text: `
      Intro - 0:00
      Squats - 1:20
      Lunges - 3:05
      Calf raises - 5:00
      Wall sit - 7:10
    `,
  },
  {
    name: 'desc-e-trap-comment-style-sentence',
    note: 'Trap: times inside sentences only ("at 0:00 we warm up, at 2:10 ...").',
    title: 'My Daily Core Routine',
    duration: 600,
    text: `
      At 0:00 we warm up, at 2:10 we hit the planks, and from 4:30 it's dead bugs until the end.
      Total time 10:00. Do it 3 times a week!
    `,
  },
  {
    name: 'desc-e-talk-chapters-benefits',
    note: 'Talk chapters in words the earlier batches lacked: benefits, who it is for, modifications, links.',
    title: 'Plantar Fasciitis: Stretches That Actually Help',
    duration: 780,
    text: `
      0:00 Who this video is for @@ .
      0:40 Benefits of stretching @@ .
      1:30 Plantar fascia stretch @@ plantar fascia stretch | Plantar fascia stretch | | LB
      3:20 Calf stretch against the wall @@ calf stretch | Calf stretch | | LB
      5:10 Towel scrunches @@ towel scrunches | Towel scrunches | | LB
      7:00 Foot roll with a ball @@ foot roll | Foot roll | | LB
      8:50 Modifications if it hurts @@ .
      10:10 Links & resources @@ .
      11:30 Shout-outs @@ .
    `,
  },
  {
    name: 'desc-e-talk-chapters-demo-test',
    note: 'A self-test and a demonstration are not exercises; "Progressions" alone is advice.',
    title: 'Test Your Hip Mobility (And Fix It)',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:30 Self-test: hip rotation @@ .
      2:00 90/90 hip stretch @@ 90/90 hip stretch | 90/90 hip stretch | | LB
      4:10 Frog stretch @@ frog stretch | Frog stretch | | LB
      6:20 Hip flexor stretch @@ hip flexor stretch | Hip flexor stretch | | LB
      8:30 Retest @@ .
      9:30 Progressions @@ .
      11:00 Patreon & coaching @@ .
    `,
  },
  {
    name: 'desc-e-japanese-katakana',
    note: 'Japanese channel: katakana names, 回/セット/秒 dosage, はじめに/まとめ talk chapters.',
    title: '自宅でできる膝のリハビリ',
    duration: 720,
    text: `
      0:00 はじめに @@ .
      0:40 スクワット 10回×3セット @@ squat | Squat | s3 r10 | LB
      2:50 ヒップリフト 15回 @@ glute bridge | Glute bridge | r15 | LB
      4:40 カーフレイズ 20回 @@ calf raise | Calf raise | r20 | LB
      6:30 ランジ 左右10回ずつ @@ lunge | Lunge | r10 each | LB
      8:40 ウォールシット 30秒 @@ wall sit | Wall sit | h30 | LB
      10:30 まとめ @@ .
    `,
  },
  {
    name: 'desc-e-japanese-core',
    note: 'Japanese core class with full-width brackets and 注意点 (points to watch) as talk.',
    title: '体幹トレーニング 初心者向け',
    duration: 660,
    text: `
      【目次】
      0:00 オープニング @@ .
      0:30 プランク 30秒 @@ plank | Plank | h30 | C
      2:10 サイドプランク 左右20秒 @@ side plank | Side plank | h20 each | C
      4:00 デッドバグ 10回 @@ dead bug | Dead bug | r10 | C
      5:50 クランチ 15回 @@ crunch | Crunch | r15 | C
      7:40 注意点 @@ .
      9:00 最後に @@ .
    `,
  },
  {
    name: 'desc-e-german-sections-x-sign',
    note: 'German list with "Teil n" headers between runs and "3×12" dosage.',
    title: 'Rückenschule – 20 Minuten',
    duration: 1200,
    text: `
      Teil 1 – Mobilisation
      0:00 Begrüßung @@ .
      0:50 Katze-Kuh @@ cat cow | Cat cow | | B
      2:40 Beckenkippen @@ pelvic tilt | Pelvic tilt | | B

      Teil 2 – Kräftigung
      5:00 Bird Dog 3×10 @@ bird dog | Bird dog | s3 r10 | B
      8:10 Superman 3×12 @@ superman | Superman | s3 r12 | B
      11:20 Brücke 3×15 @@ glute bridge | Glute bridge | s3 r15 | LB

      Teil 3 – Entspannung
      14:30 Päckchen @@ double knee to chest | Double knee to chest | | B
      17:00 Verabschiedung @@ .
    `,
  },
  {
    name: 'desc-e-french-spaced-colons',
    note: 'French typography: a space before colons, "Exercice n :" inside titles, "répétitions" and "de chaque côté".',
    title: 'Lombalgie : 5 exercices pour soulager le bas du dos',
    duration: 720,
    text: `
      0:00 : Introduction @@ .
      0:45 : Exercice 1 : le chat-vache @@ cat cow | Cat cow | | B
      2:30 : Exercice 2 : la bascule du bassin – 15 répétitions @@ pelvic tilt | Pelvic tilt | r15 | B
      4:10 : Exercice 3 : genou poitrine – 30 secondes de chaque côté @@ knee to chest | Knee to chest | h30 each | B
      6:00 : Exercice 4 : le sphinx @@ sphinx | Sphinx | | B
      8:00 : Exercice 5 : posture de l'enfant @@ child's pose | Child's pose | | B
      10:00 : Conclusion @@ .
    `,
  },
  {
    name: 'desc-e-mixed-hour-forms-long-class',
    note: 'A 75-minute class mixing mm:ss and h:mm:ss, with a header line at the top.',
    title: '75 Minute Yoga for Runners',
    duration: 4500,
    text: `
      TIMESTAMPS ⏱️
      00:00 Arrive & breathe @@ .
      04:30 Cat cow @@ cat cow | Cat cow | | B
      09:00 Downward dog @@ downward dog | Downward dog | | FB
      16:20 Low lunge @@ low lunge | Low lunge | | LB
      25:00 Warrior 2 @@ warrior two | Warrior two | | LB
      34:40 Triangle pose @@ triangle pose | Triangle pose | | LB
      45:10 Pigeon @@ pigeon pose | Pigeon pose | | LB
      55:00 Seated forward fold @@ seated forward fold | Seated forward fold | | LB
      1:03:30 Legs up the wall @@ legs up the wall | Legs up the wall | | LB
      1:10:00 Savasana @@ .
    `,
  },
  {
    name: 'desc-e-side-in-names',
    note: 'Exercise names carrying the side: "(R)", "– left", "right side", "both sides".',
    title: 'Post-Op Hip Replacement: Week 1 Exercises',
    duration: 780,
    text: `
      0:00 Intro & precautions @@ .
      0:50 Ankle pumps – both sides @@ ankle pumps | Ankle pumps | both | LB
      2:20 Glute sets @@ glute sets | Glute sets | | LB
      3:50 Heel slides (R) @@ heel slides | Heel slides | right | LB
      5:30 Heel slides (L) @@ heel slides | Heel slides | left | LB
      7:10 Standing hip abduction – right @@ standing hip abduction | Standing hip abduction | right | LB
      9:00 Standing hip abduction – left @@ standing hip abduction | Standing hip abduction | left | LB
      11:00 Questions @@ .
    `,
  },
  {
    name: 'desc-e-round-before-name',
    note: 'Repeats written before the name: "Round 2 – Squats", "Set 2: Push-ups".',
    title: 'Two-Round Bodyweight Circuit',
    duration: 960,
    text: `
      0:00 Intro @@ .
      0:30 Round 1 – Squats @@ squat | Squat | | LB
      2:30 Round 1 – Push-ups @@ push up | Push up | | UB
      4:30 Round 1 – Mountain climbers @@ mountain climber | Mountain climber | | FB
      6:30 Rest 60 s @@ .
      7:30 Round 2 – Squats @@ squat | Squat | | LB
      9:30 Round 2 – Push-ups @@ push up | Push up | | UB
      11:30 Round 2 – Mountain climbers @@ mountain climber | Mountain climber | | FB
      13:30 Cool down @@ .
    `,
  },
  {
    name: 'desc-e-all-caps-x-reps',
    note: 'Shouted titles with "X15" dosage and a hashtag line after the list.',
    title: 'HOME LEG DAY 🔥',
    duration: 840,
    text: `
      0:00 WARM UP @@ .
      1:30 SUMO SQUATS X15 @@ sumo squat | Sumo squat | r15 | LB
      3:40 CURTSY LUNGES X10 EACH LEG @@ curtsy lunge | Curtsy lunge | r10 each | LB
      6:00 GLUTE BRIDGES X20 @@ glute bridge | Glute bridge | r20 | LB
      8:10 JUMP SQUATS X12 @@ squat jump | Squat jump | r12 | LB
      10:30 COOL DOWN @@ .

      #legday #homeworkout #glutes
    `,
  },
  {
    name: 'desc-e-range-clocks-no-spaces',
    note: 'Range clocks written "0:45–2:30" without spaces, and "to".',
    title: 'Thoracic Mobility for Desk Workers',
    duration: 660,
    text: `
      0:00–0:45 Intro @@ .
      0:45–2:30 Open book @@ open book | Open book | | B
      2:30–4:20 Thread the needle @@ thread the needle | Thread the needle | | B
      4:20 to 6:10 Foam roller thoracic extension @@ foam roller thoracic extension | Foam roller thoracic extension | | B
      6:10 to 8:00 Quadruped thoracic rotation @@ quadruped thoracic rotation | Quadruped thoracic rotation | | B
      8:00–11:00 Wrap-up @@ .
    `,
  },
  {
    name: 'desc-e-inferred-names-with-dosage',
    note: 'Names outside the lexicon carrying dosage and side; region from their own words.',
    title: 'Tennis Elbow Rehab (Physio Approved)',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:40 Wrist extensor stretch – 3 × 30 s @@ wrist extensor stretch | Wrist extensor stretch | s3 h30 | UB
      2:30 Tyler twist with flexbar – 3×15 @@ tyler twist with flexbar | Tyler twist with flexbar | s3 r15 | UB
      4:40 Eccentric wrist extension 3 x 15 @@ eccentric wrist extension | Eccentric wrist extension | s3 r15 | UB
      6:50 Grip squeeze – 10 reps @@ grip squeeze | Grip squeeze | r10 | UB
      8:40 Elbow isometrics – hold 45 s @@ elbow isometrics | Elbow isometrics | h45 | UB
      10:40 Outro @@ .
    `,
  },
  {
    name: 'desc-e-two-runs-second-from-zero',
    note: 'Trap: a second list (the short version) restarting at 0:00 after a header is not part of the first.',
    title: 'Sit to Stand Progressions for Older Adults',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:40 Sit to stand @@ sit to stand | Sit to stand | | LB
      2:30 Mini squats @@ mini squat | Mini squat | | LB
      4:20 Sit to stand (round 2) @@ sit to stand | Sit to stand | | LB
      6:30 Summary @@ .

      Short version (Shorts):
      0:00 Sit to stand
      0:20 Mini squats
      0:40 Done
    `,
  },
  {
    name: 'desc-e-keycap-numbers-and-arrows',
    note: 'Keycap numbers and arrows before the clock, dosage in square brackets.',
    title: 'Desk Worker Neck & Shoulder Reset',
    duration: 600,
    text: `
      ▶️ 0:00 Intro @@ .
      1️⃣ ➜ 0:30 Chin tucks [10 reps] @@ chin tuck | Chin tuck | r10 | N
      2️⃣ ➜ 1:50 Scalene stretch [30 s each side] @@ scalene stretch | Scalene stretch | h30 each | N
      3️⃣ ➜ 3:20 Band pull-aparts [2 x 15] @@ band pull apart | Band pull apart | s2 r15 | UB
      4️⃣ ➜ 5:00 Doorway pec stretch [hold 30 s] @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      5️⃣ ➜ 6:40 Prone Y raises [2 x 10] @@ prone y raise | Prone y raise | s2 r10 | UB
      ▶️ 8:20 Outro @@ .
    `,
  },
  {
    name: 'desc-e-header-then-long-prose-list-ends',
    note: 'A long paragraph after the list ends it: a time inside it (a class schedule) is not a chapter.',
    title: 'Core Stability for Low Back Pain',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:40 Abdominal bracing @@ abdominal bracing | Abdominal bracing | | C
      2:20 Dead bug @@ dead bug | Dead bug | | C
      4:10 Side plank on knees @@ modified side plank | Modified side plank | | C
      6:00 Bird dog @@ bird dog | Bird dog | | B

      I run live classes every week. If you want to join, sign up on the website; we meet in the
      studio and online, and the first class is free. Bring a mat and a towel.
      8:30 Thursday evening class is the beginners one.
    `,
  },
];
