/**
 * Description cases in the formats physio and fitness channels use (English): dosage in titles, numbering,
 * emoji bullets, "Chapter n" prefixes, prose with times around the list, repeats, names the lexicon lacks.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesA: DescriptionCaseSpec[] = [
  {
    name: 'desc-dosage-in-brackets',
    note: 'Dosage in brackets after each title; must be cut from the title and parsed.',
    title: 'Knee Replacement Rehab: Week 2 Home Program',
    duration: 540,
    text: `
      Do this program twice a day unless your surgeon says otherwise.

      0:00 Intro @@ .
      0:40 Quad sets (10 reps, 5 second hold) @@ quad sets | Quad sets | r10 h5 | LB
      1:55 Heel slides (15 reps) @@ heel slides | Heel slides | r15 | LB
      3:10 Straight leg raise (2 sets of 10) @@ straight leg raise | Straight leg raise | s2 r10 | LB
      4:40 Short arc quads (12 reps per leg) @@ short arc quad | Short arc quad | r12 each | LB
      6:05 Ankle pumps (20 reps) @@ ankle pumps | Ankle pumps | r20 | LB
      7:20 When to call your surgeon @@ .
    `,
  },
  {
    name: 'desc-stray-duration-after-list',
    note: 'A sentence after the list holds a duration; YouTube ignores it, so must we.',
    title: '10 Minute Lower Back Routine',
    duration: 610,
    text: `
      0:00 Welcome @@ .
      0:30 Cat cow @@ cat cow | Cat cow | | B
      2:00 Bird dog @@ bird dog | Bird dog | | B
      3:45 Glute bridge @@ glute bridge | Glute bridge | | LB
      5:30 Child's pose @@ child's pose | Child's pose | | B
      7:15 Knee to chest @@ knee to chest | Knee to chest | | B
      9:00 Wrap up @@ .

      The whole routine takes about 10:00 and you can do it every morning.
    `,
  },
  {
    name: 'desc-stray-time-of-day-before-list',
    note: 'Live class announced at a time of day (24-hour clock) before the list.',
    title: 'Pilates for Back Pain - Live Class Replay',
    duration: 1500,
    text: `
      Join me live every Tuesday at 18:30 (UK time) for this class!

      0:00 Hello and breathing @@ .
      2:30 Pelvic tilts @@ pelvic tilt | Pelvic tilt | | B
      6:00 Dead bug @@ dead bug | Dead bug | | C
      10:30 Side lying leg lifts @@ side lying hip abduction | Side lying hip abduction | | LB
      15:00 Swimming @@ prone swimmer | Prone swimmer | | B
      19:30 Cool down stretches @@ .
    `,
  },
  {
    name: 'desc-exercise-n-prefix',
    note: '"Exercise n:" numbering stays out of the title.',
    title: '5 Shoulder Impingement Exercises',
    duration: 480,
    text: `
      0:00 - Why your shoulder pinches @@ .
      1:10 - Exercise 1: Wall slides @@ wall slide | Wall slide | | UB
      2:30 - Exercise 2: Band pull aparts @@ band pull apart | Band pull apart | | UB
      3:40 - Exercise 3: Sleeper stretch @@ sleeper stretch | Sleeper stretch | | UB
      4:55 - Exercise 4: Prone Y raise @@ prone y raise | Prone y raise | | UB
      6:10 - Exercise 5: Scaption @@ scaption | Scaption | | UB
      7:20 - Final tips @@ .
    `,
  },
  {
    name: 'desc-hash-numbering-dosage',
    note: '"#2" numbering and "3x12" dosage written after the name.',
    title: 'Glute Activation Circuit',
    duration: 420,
    text: `
      TIMESTAMPS
      0:00 intro @@ .
      0:25 #1 Clamshells 3x12 @@ clamshell | Clamshell | s3 r12 | LB
      1:40 #2 Fire hydrants 3x10 @@ fire hydrant | Fire hydrant | s3 r10 | LB
      2:50 #3 Donkey kicks 3x15 @@ donkey kick | Donkey kick | s3 r15 | LB
      4:10 #4 Monster walks 2x20 @@ monster walk | Monster walk | s2 r20 | LB
      5:40 outro @@ .
    `,
  },
  {
    name: 'desc-emoji-bullets-unknown-names',
    note: 'Emoji bullets; several moves the lexicon does not know must still become segments.',
    title: 'Ankle Sprain Recovery Exercises',
    duration: 600,
    text: `
      ⏱️ CHAPTERS ⏱️
      ▶️ 0:00 Intro @@ .
      ▶️ 0:35 Ankle alphabet @@ ankle alphabet | Ankle alphabet | | LB
      ▶️ 1:50 Towel calf stretch @@ calf stretch | Calf stretch | | LB
      ▶️ 3:05 Seated heel toe rocks @@ seated heel toe rocks | Seated heel toe rocks | | LB
      ▶️ 4:20 Single leg balance @@ single leg balance | Single leg balance | | LB
      ▶️ 5:40 Clock reaches @@ star excursion | Star excursion | | LB
      ▶️ 7:10 Common mistakes @@ .
      ▶️ 8:30 Summary @@ .
    `,
  },
  {
    name: 'desc-repeats-round-two',
    note: 'A circuit done twice: every round is its own segment, titled as the exercise.',
    title: 'Beginner Full Body Circuit (2 Rounds)',
    duration: 900,
    text: `
      0:00 Warm up @@ .
      1:30 Squats @@ squat | Squat | | LB
      2:30 Push ups @@ push up | Push up | | UB
      3:30 Glute bridges @@ glute bridge | Glute bridge | | LB
      4:30 Rest @@ .
      5:30 Squats (round 2) @@ squat | Squat | | LB
      6:30 Push ups (round 2) @@ push up | Push up | | UB
      7:30 Glute bridges (round 2) @@ glute bridge | Glute bridge | | LB
      8:30 Cool down @@ .
    `,
  },
  {
    name: 'desc-repeats-again-set-two',
    note: '"again" and "set 2" right after the first set: separate segments.',
    title: 'Plank Progressions',
    duration: 400,
    text: `
      0:00 intro @@ .
      0:20 Plank - set 1 @@ plank | Plank | | C
      1:20 Plank - set 2 @@ plank | Plank | | C
      2:20 Side plank @@ side plank | Side plank | | C
      3:10 Side plank again @@ side plank | Side plank | | C
    `,
  },
  {
    name: 'desc-hours-format-long-class',
    note: 'h:mm:ss throughout a 70-minute class.',
    title: '70 Minute Gentle Mobility Class',
    duration: 4200,
    text: `
      00:00:00 Arrival and breathing @@ .
      00:06:00 Neck rotations @@ neck rotation | Neck rotation | | N
      00:12:30 Shoulder rolls @@ shoulder roll | Shoulder roll | | UB
      00:19:00 Thread the needle @@ thread the needle | Thread the needle | | B
      00:27:45 Hip circles @@ hip circles | Hip circles | | LB
      00:36:10 Lower trunk rotations @@ lower trunk rotation | Lower trunk rotation | | B
      00:48:00 Figure four stretch @@ piriformis stretch | Piriformis stretch | | LB
      00:58:20 Relaxation @@ .
      01:05:00 Questions from the group @@ .
    `,
  },
  {
    name: 'desc-chapter-n-prefix',
    note: '"Chapter n" before every time.',
    title: 'Neck Pain Relief in 8 Minutes',
    duration: 500,
    text: `
      Chapter 1 - 0:00 Introduction @@ .
      Chapter 2 - 0:50 Chin tucks @@ chin tuck | Chin tuck | | N
      Chapter 3 - 2:10 Upper trap stretch @@ upper trapezius stretch | Upper trapezius stretch | | N
      Chapter 4 - 3:35 Levator stretch @@ levator scapulae stretch | Levator scapulae stretch | | N
      Chapter 5 - 5:00 Neck isometrics @@ neck isometrics | Neck isometrics | | N
      Chapter 6 - 6:40 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-hold-and-side',
    note: 'Holds and sides written several ways.',
    title: 'Hip Flexibility Routine',
    duration: 560,
    text: `
      0:00 Intro @@ .
      0:30 Hip flexor stretch - hold 30 s each side @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      2:00 Pigeon stretch (hold 45 sec per side) @@ pigeon pose | Pigeon pose | h45 each | LB
      3:40 Butterfly stretch - 60s hold @@ butterfly stretch | Butterfly stretch | h60 | LB
      5:00 Frog stretch, 2 x 30 seconds @@ frog stretch | Frog stretch | s2 h30 | LB
      6:30 Hamstring stretch, left leg @@ hamstring stretch | Hamstring stretch | left | LB
      7:30 Hamstring stretch, right leg @@ hamstring stretch | Hamstring stretch | right | LB
      8:30 End @@ .
    `,
  },
  {
    name: 'desc-only-intro-outro',
    note: 'A valid chapter list with no exercise at all: nothing may be invented.',
    title: 'Physio Q&A: Your Knee Questions Answered',
    duration: 1200,
    text: `
      0:00 Intro @@ .
      1:15 Should I run with knee pain? @@ .
      6:40 Is clicking dangerous? @@ .
      11:30 Braces and tape @@ .
      16:00 Outro @@ .
    `,
  },
  {
    name: 'desc-not-from-zero',
    note: 'List starts at 0:15: YouTube shows no chapters; no captions either.',
    title: 'Calf Strength Test and Exercises',
    duration: 500,
    text: `
      0:15 Calf raise test
      1:30 Seated calf raise
      3:00 Single leg calf raise
      4:20 Eccentric heel drop
    `,
  },
  {
    name: 'desc-price-and-date-traps',
    note: 'Prices, dates and a score in the prose; the list itself is valid.',
    title: 'Rotator Cuff Strength with a Band',
    duration: 600,
    text: `
      Bands used: 3-pack for $12.99 (code PHYSIO10 until 31.12.2025).
      My football team lost 2:1 on Saturday, so this week it's all about shoulders.

      0:00 Intro @@ .
      0:45 Band external rotation @@ external rotation with band | External rotation with band | | UB
      2:20 Band internal rotation @@ internal rotation with band | Internal rotation with band | | UB
      4:00 Band rows @@ band row | Band row | | UB
      5:30 Face pulls @@ face pull | Face pull | | UB
      7:00 Wrap up @@ .
    `,
  },
  {
    name: 'desc-music-track-list',
    note: 'Track list with lengths after the titles, no chapter list: nothing to detect.',
    title: 'Yoga Music for Stretching',
    duration: 3600,
    text: `
      Tracklist:
      1. Morning Light - 4:12
      2. Slow River - 5:40
      3. Breathe In - 3:58
      4. Cobra Dreams - 6:02
      Music licensed from an independent artist.
    `,
  },
  {
    name: 'desc-pipe-separators-inferred',
    note: 'Pipe separators; two moves outside the lexicon.',
    title: 'Seated Exercises for Seniors',
    duration: 720,
    text: `
      0:00 | Welcome @@ .
      0:40 | Seated marching @@ seated march | Seated march | | LB
      2:10 | Seated knee extension @@ long arc quad | Long arc quad | | LB
      3:40 | Arm raises @@ arm raises | Arm raises | | UB
      5:10 | Seated torso twist @@ seated torso twist | Seated torso twist | | B
      6:40 | Sit to stand @@ sit to stand | Sit to stand | | LB
      8:20 | Safety tips @@ .
    `,
  },
  {
    name: 'desc-bold-unicode-and-tips',
    note: 'Tips and anatomy chapters among exercises; bonus tip is not an exercise, bonus exercise is.',
    title: 'Fix Your Posture: 4 Moves',
    duration: 700,
    text: `
      0:00 Intro @@ .
      0:30 Posture anatomy 101 @@ .
      2:00 Doorway pec stretch @@ doorway pec stretch | Doorway pec stretch | | UB
      3:15 Chin tucks @@ chin tuck | Chin tuck | | N
      4:30 Wall angels @@ wall angel | Wall angel | | UB
      5:45 Bonus tip: set up your desk @@ .
      7:00 Bonus exercise: prone T raise @@ prone t raise | Prone t raise | | UB
      8:30 Outro @@ .
    `,
  },
  {
    name: 'desc-bracketed-times-dosage-x',
    note: 'Square-bracket times and "x10" dosage written first.',
    title: 'Core Stability for Runners',
    duration: 600,
    text: `
      [0:00] Intro @@ .
      [0:30] 10x Dead bug @@ dead bug | Dead bug | r10 | C
      [1:50] Bird dog x10 each side @@ bird dog | Bird dog | r10 each | B
      [3:10] Side plank 3 x 20s @@ side plank | Side plank | s3 h20 | C
      [4:40] Pallof press 2x12 @@ pallof press | Pallof press | s2 r12 | C
      [6:00] Summary @@ .
    `,
  },
  {
    name: 'desc-times-inside-chapter-notes',
    note: 'Notes under chapters mention seconds and clock-like rest times; they are not chapters.',
    title: 'Tendinopathy Loading Program',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:40 Isometric wall sit @@ wall sit | Wall sit | h45 | LB
      Hold 45 s, rest 1:30 between holds.
      2:30 Spanish squat @@ spanish squat | Spanish squat | | LB
      Rest 2:00 between sets.
      4:30 Step downs @@ step down | Step down | | LB
      6:30 Decline squat @@ decline squat | Decline squat | | LB
      8:45 When to progress @@ .
    `,
  },
  {
    name: 'desc-two-lists',
    note: 'A first list for this video, then "my other videos" with times: only the first run counts.',
    title: 'Hamstring Strain Rehab',
    duration: 500,
    text: `
      0:00 Intro @@ .
      0:40 Hamstring isometrics @@ hamstring isometrics | Hamstring isometrics | | LB
      2:00 Bridge walkouts @@ bridge walkouts | Bridge walkouts | | LB
      3:30 Nordic curls @@ nordic hamstring curl | Nordic hamstring curl | | LB
      5:00 Wrap up @@ .

      Watch next: my full hamstring series
      Part 2 at 12:40 in the playlist, part 3 starts around 25:10.
    `,
  },
  {
    name: 'desc-dash-bullets-side',
    note: 'Dash bullets and L/R side written in brackets.',
    title: 'Lateral Hip Strength',
    duration: 480,
    text: `
      - 0:00 Intro @@ .
      - 0:30 Clamshell (L) @@ clamshell | Clamshell | left | LB
      - 1:30 Clamshell (R) @@ clamshell | Clamshell | right | LB
      - 2:30 Side lying hip abduction - both sides @@ side lying hip abduction | Side lying hip abduction | both | LB
      - 4:00 Lateral band walk @@ lateral band walk | Lateral band walk | | LB
      - 5:40 Finish @@ .
    `,
  },
  {
    name: 'desc-gym-moves-unknown',
    note: 'Gym moves the lexicon lacks, with sets x reps.',
    title: 'Upper Body Dumbbell Workout',
    duration: 1320,
    text: `
      0:00 Intro and equipment @@ .
      1:00 Dumbbell bench press 4x8 @@ chest press | Chest press | s4 r8 | UB
      4:30 Bent over row 4x10 @@ bent over row | Bent over row | s4 r10 | UB
      8:00 Arnold press 3x10 @@ arnold press | Arnold press | s3 r10 | UB
      11:30 Hammer curls 3x12 @@ hammer curl | Hammer curl | s3 r12 | UB
      15:00 Skull crushers 3x12 @@ skull crusher | Skull crusher | s3 r12 | UB
      18:30 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-yoga-poses',
    note: 'A yoga sequence with common poses.',
    title: 'Yoga for Beginners - 20 Min',
    duration: 1200,
    text: `
      0:00 Centering @@ .
      1:30 Mountain pose @@ mountain pose | Mountain pose | | FB
      3:00 Warrior II @@ warrior two | Warrior two | | LB
      5:30 Triangle pose @@ triangle pose | Triangle pose | | LB
      8:00 Tree pose @@ tree pose | Tree pose | | LB
      10:30 Downward dog @@ downward dog | Downward dog | | FB
      13:00 Bridge pose @@ glute bridge | Glute bridge | | LB
      15:30 Savasana @@ .
    `,
  },
  {
    name: 'desc-parenthesised-times-title-dosage-reps-each',
    note: 'Parenthesised times, "10 reps each side" dosage.',
    title: 'Balance Exercises for Older Adults',
    duration: 540,
    text: `
      (0:00) Intro @@ .
      (0:40) Weight shifts - 10 reps each side @@ weight shift | Weight shift | r10 each | LB
      (2:00) Tandem stance - hold 30 seconds @@ tandem stance | Tandem stance | h30 | LB
      (3:20) Heel to toe walk - 10 steps @@ tandem walk | Tandem walk | | LB
      (4:40) Single leg stance - 3 x 20 sec each leg @@ single leg balance | Single leg balance | s3 h20 each | LB
      (6:10) Safety and progression @@ .
    `,
  },
  {
    name: 'desc-no-list-prose-times',
    note: 'Prose only with durations and a time of day: no chapters, no captions.',
    title: 'Morning Stretch Routine',
    duration: 480,
    text: `
      A quick routine I do every day at 6:45 before work.
      It lasts 8:00 minutes and covers hips, back and shoulders.
      Hold each stretch for 0:30 and breathe.
    `,
  },
  {
    name: 'desc-emoji-numbers',
    note: 'Keycap emoji numbering before each time.',
    title: 'Plantar Fasciitis Stretches',
    duration: 420,
    text: `
      1️⃣ 0:00 Intro @@ .
      2️⃣ 0:30 Calf stretch on a step @@ calf stretch | Calf stretch | | LB
      3️⃣ 1:45 Plantar fascia stretch @@ plantar fascia stretch | Plantar fascia stretch | | LB
      4️⃣ 3:00 Foot rolling with a ball @@ foot roll | Foot roll | | LB
      5️⃣ 4:15 Towel scrunches @@ towel scrunches | Towel scrunches | | LB
      6️⃣ 5:30 Outro @@ .
    `,
  },
];
