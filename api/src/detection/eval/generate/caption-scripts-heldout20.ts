/**
 * Twentieth held-out caption batch (heldout20), after public osteoporosis pages on heel drops ("rise up onto your toes and
 * then drop down onto your heels", "Start with a small number of repetitions"), orthoptic handouts on pencil push-ups and
 * the Brock string ("Perform 20 push-ups… Do 3 sets of 20 push-ups each day", "Look at each bead for 10 seconds"),
 * hypermobility clinic pages (the Beighton score, "strengthening the muscles that control joints"), postnatal diastasis
 * recti pages ("A diastasis gap is measured in finger widths", "draw your belly button inward… Hold the contraction for
 * five seconds", heel slides "10 repetitions each side"), physio SOAP-note templates ("HEP: date of HEP prescription",
 * "Prone lumbar extensions x 20 reps"), archery and army fitness-test pages, guitar "spider" finger-exercise lessons,
 * barbecue cedar-plank recipes, dual-language (Chinese over English) subtitle files, subtitle files that keep the
 * editing app's "{\an8}" top-of-screen codes and "<font color>" tags, and Tok Pisin, Yiddish, Tatar and Jamaican Patois
 * pages: a Taiwanese physiotherapist's knee programme whose every SRT cue holds the Mandarin line above its English
 * translation ("停五秒，放鬆。做十下。\nHold five seconds, relax. Ten times."), each dose said twice in one cue; a
 * physiotherapist's seniors' class at a Jamaican community centre in Patois ("Gi mi ten a dem", "Two set a ten", "Hol' it
 * fi twenty second, den switch", "roll dem back, ten time, den… forward, ten time", new), a Port Moresby physio's back
 * programme in Tok Pisin auto-captions with every move described and none named ("litimapim as bilong yu… mekim ten
 * taim", "holim i stap inap twenti sekon na senisim lek", "olsem pusi", "tupela set bilong et", new), a Yiddish
 * physiotherapist's shoulder programme in SRT, right to left ("צען אַהין און צען צוריק", "ווי אַ שפּין", "צוויי סעטס פֿון
 * צוועלף", "האַלט פֿינף סעקונדעס… צען מאָל", new) and a Tatar physiotherapist's low-back programme ("Ун тапкыр", "Егерме
 * секунд тотып торыгыз, аннары икенче аяк", "Ике серия, ун тапкырдан", "Һәр якка сигез тапкыр", new); an orthoptist's
 * convergence exercises whose first move is called "pencil push-ups" ("push-ups for your eyes, not your arms"), with the
 * Brock string and the barrel card, a near point of convergence in centimetres and the twenty-twenty-twenty rule; a
 * hypermobile fifteen-year-old with her dad at the physio (a Beighton score of seven out of nine, "five degrees bent",
 * "sixty degrees", a thumb "party trick" and "no yoga splits competitions" that are no moves); an osteoporosis class
 * whose heel drops are the impact move, not the Achilles heel drop ("Ten, then a short rest, and another ten"), after a
 * T-score of minus two point five and "fifty heel drops a day" as a target; a pelvic health physio's diastasis recti
 * routine in auto-captions ("a gap of two fingers or more", "mine was three fingers", "[baby crying]" inside a move); a
 * girls' hockey warm-up whose SRT keeps the editing app's "{\an8}<font color="#ffff00">1. HIGH KNEES</font>" titles
 * above the coach's words; an army fitness-test prep session whose pass marks ("forty-four push-ups in two minutes",
 * "fifty sit-ups", "the two-kilometre run in under ten minutes thirty") and homework ("add two reps a set each week")
 * are no dose — and three traps with no exercise done that still give sets, reps, holds and seconds: a physio
 * dictating SOAP notes between (made-up) patients in auto-captions ("straight leg raise three sets of ten", "glute
 * bridges three by twelve… review two fifty two"), a guitar teacher's "spider" finger workout ("play it through ten
 * times", "Repeat that four times on each string", "Hold the last note for four beats") and a cedar-plank salmon
 * recipe ("Soak the plank… for at least one hour", "whisk for thirty seconds", "Hold your nerve!"). Each case names moves
 * or activities in passing ("爬山、騎腳踏車", "下一集我們教靠牆蹲", "di treadmill", "step-up pon di likkle step", "pilai
 * futbol na long swim", "שווימען און טאַנצן", "פּוש־אַפּס קעגן דער וואַנט", "йөзү һәм чаңгы", "No press-ups on the carpet
 * today", "netball", "sit-ups, and bending forward to touch your toes", "step-ups" next week, "no crunches no sit ups and
 * no full planks yet", "the sprints to the twenty-three", "a dribbling drill", "the two-kilometre run", "progress to step
 * ups next session", "shake out their wrists", "a few extra squats at the gym tomorrow") that must not start a segment.
 * Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: pressing the knee down into a rolled towel is the quad sets, lifting
 * the bottom with the knees bent ("litimapim as bilong yu") the glute bridge, pulling one knee to the chest ("pulim
 * wanpela skru i kam long bros") the knee to chest, arching the back up "olsem pusi" and down the cat cow, one hand
 * forward and the other leg back on hands and knees the bird dog, letting the arm hang and circle the pendulum, fingers
 * walking up the wall "ווי אַ שפּין" the wall walk, turning the hand out against the band with the elbow at the side the
 * external rotation with band, marching in the chair the seated march, "Tek one foot out a di side" the standing hip
 * abduction, a heel on the floor leaning forward in the chair the hamstring stretch, "Билне идәнгә басыгыз" the pelvic
 * tilt, heel to toe the tandem stance, lifting the head and shoulders lying face down the prone back extension, side
 * plank from the knees the side plank, clams the clamshell, drawing the belly button in the transverse abdominis
 * activation, tapping one foot down from tabletop the toe taps, "Copenhagens… short lever" the copenhagen plank), else
 * the speaker's words or a plain name for the move ("pencil push-ups", "brock string", "barrel card", and "heel drops"
 * for the osteoporosis impact move, which is not the eccentric heel drop of tendon loading); a move done on one side then
 * the other is one segment with side "each", as are "Eight pon one side, den di same ting pon di odda side", "ten time…
 * ten time" back and forward, "צען אַהין און צען צוריק" (ten one way, ten back) and "Һәр якка"; "Two set a ten",
 * "tupela set bilong et", "צוויי סעטס פֿון צוועלף", "Ике серия, ун тапкырдан", "Ten on each side, two sets" and "Ten, then a
 * short rest, and another ten" are sets; "Hold for twenty seconds, three times" is 3 reps of a 20 s hold; "Hold that for
 * five seconds… Go up and down the string five times" is 5 reps of a 5 s hold; a timed block ("One whole minute",
 * "Thirty seconds, go!", "Forty-five seconds", "thirty seconds, fast feet") is a hold; a dose said in both lines of a
 * dual-language cue is said once; dosage only when it is said for that move; Beighton scores, degrees, T-scores,
 * finger widths, centimetres, pass marks and run times, targets ("fifty heel drops a day", "add two reps a set each
 * week"), rests between sets, frequencies ("four days a week", "every other day", "once or twice a day", "көненә ике
 * тапкыр"), "[baby crying]", the on-screen "{\an8}" titles' numbers and the traps' notes, bars, beats and minutes are no
 * dose; talk, a question or a rest between moves stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut20: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout20-dual-subtitles-zh-en-srt',
    kind: 'captions',
    title: '膝蓋退化怎麼辦？物理治療師教你 4 個居家運動 | Knee OA: 4 Home Exercises (中英字幕)',
    description:
      '中英雙語字幕 Chinese & English subtitles. 如果膝蓋腫脹或疼痛加劇，請先就醫。If your knee swells or the pain gets worse, see your doctor first.',
    style: 'srt',
    items: [
      "大家好，我是物理治療師陳怡君。\nHi everyone, I'm Chen Yi-chun, a physical therapist.",
      '今天教大家四個膝蓋退化的居家運動。\nToday: four home exercises for knee osteoarthritis.',
      "很多人問我能不能爬山、騎腳踏車，這個我們下一集再聊。\nMany of you ask about hiking and cycling. We'll talk about that in the next episode.",
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      '第一個，坐在地上，膝蓋下面放一條捲起來的毛巾。\nFirst, sit on the floor with a rolled-up towel under your knee.',
      '大腿用力，把毛巾往下壓，停五秒，放鬆。做十下。\nTighten your thigh and press the towel down. Hold five seconds, relax. Ten times.',
      { pause: 55 },
      { ex: 'straight leg raise', dosage: { sets: 2, reps: 10, side: 'each' } },
      '第二個，躺著，一腳彎曲，另一腳伸直，抬高到另一邊膝蓋的高度，再慢慢放下。\nSecond, lie down with one knee bent. Lift the straight leg to the height of the other knee, then lower it slowly.',
      '每邊十下，做兩組。\nTen on each side, two sets.',
      { pause: 85 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      '第三個，坐在椅子前緣，不用手撐，站起來，再慢慢坐下。十次。\nThird, sit at the front of a chair. Stand up without using your hands, then sit back down slowly. Ten times.',
      { pause: 45 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      '最後一個，腳跟放在小板凳上，身體往前傾，大腿後面會有拉緊的感覺。停三十秒，換腳。\nLast one: heel on a low stool, lean forward until you feel it at the back of your thigh. Hold thirty seconds, then switch legs.',
      { pause: 65 },
      { end: true },
      '這些運動每天做一到兩次。下一集我們教靠牆蹲。\nDo these once or twice a day. Next episode: the wall sit.',
      '記得訂閱，我們下次見！\nRemember to subscribe. See you next time!',
    ],
  },
  {
    name: 'captions-heldout20-jamaican-patois-seniors-vtt',
    kind: 'captions',
    title: 'Seniors Morning Exercise Inna Di Community Centre | Miss Paulette, Physio 🇯🇲',
    description:
      'Our Tuesday morning class at the community centre in Spanish Town, led by Miss Paulette, a physiotherapist. Check with your doctor before you start any exercise.',
    style: 'vtt',
    items: [
      'Good morning, everybody! Mawnin, Miss Ivy. Mawnin, Mass Joe. Unu ready?',
      "Mi know seh some a unu go a di gym fi walk pon di treadmill, an' Mass Joe seh him domino a him exercise. Domino a nuh exercise, Mass Joe!",
      '[laughter]',
      'Everybody siddung pon di edge a di chair. Back straight, foot flat pon di ground.',
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      "Fus' ting, march inna di chair. Lif' one knee, den di odda one, like yu a march go a market. One whole minute.",
      { pause: 55 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      "Now, stan' up an' siddung. Nuh use unu han', cross dem pon yu chest. Gi mi ten a dem.",
      { pause: 30 },
      "Miss Ivy, tek time, man. Slow an' steady.",
      { pause: 15 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 10 } },
      "Stan' up behind di chair an' hol' di back a it. Go up pon yu toe dem, an' come dung slow. Two set a ten.",
      { pause: 25 },
      "Res' a likkle bit. Secon' set.",
      { pause: 25 },
      { ex: 'standing hip abduction', dosage: { reps: 8, side: 'each' } },
      "Still a hol' di chair. Tek one foot out a di side, toe a face front, an' bring it back. Eight pon one side, den di same ting pon di odda side.",
      { pause: 50 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 20, side: 'each' } },
      "Siddung back. Stretch out one foot, heel pon di ground, toe a point up, an' lean forward likkle bit. Hol' it fi twenty second, den switch.",
      { pause: 45 },
      { ex: 'shoulder roll', dosage: { reps: 10, side: 'each' } },
      "Las' one. Roll unu shoulder dem back, ten time, den roll dem forward, ten time.",
      { pause: 35 },
      { end: true },
      "Nice! Unu do good today. Drink some wata. Nex' week wi a go try di step-up pon di likkle step, so bring unu good shoes.",
      'Walk good, everybody!',
    ],
  },
  {
    name: 'captions-heldout20-tok-pisin-baksait-auto',
    kind: 'captions',
    title: 'Eksasais bilong pen long baksait | Fisioterapis, Port Moresby',
    description:
      'Sampela isi eksasais bilong baksait. Sapos pen i go daun long lek o i kamap strong moa, go lukim dokta.',
    style: 'vtt-auto',
    items: [
      'moning olgeta nem bilong mi grace mi wanpela fisioterapis long port moresby jeneral hospital',
      'tude bai yumi mekim fopela eksasais bilong pen long baksait',
      'planti man i save askim mi long pilai futbol na long swim em i gutpela tasol bai yumi toktok long en long narapela vidio',
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'namba wan slip long baksait bilong yu na pulim wanpela skru i kam long bros bilong yu holim i stap inap twenti sekon na senisim lek',
      { pause: 50 },
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'namba tu tupela skru i bruk na tupela lek i stap long graun litimapim as bilong yu i go antap na daunim isi isi mekim ten taim',
      { pause: 40 },
      { ex: 'cat cow', dosage: { reps: 8 } },
      'namba tri sanap long han na skru litimapim baksait i go antap olsem pusi na daunim i go daun mekim et taim',
      { pause: 45 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8 } },
      'las wan i stap yet long han na skru putim wanpela han i go long pes na narapela lek i go long baksait holim i stap liklik na senisim mekim tupela set bilong et',
      { pause: 80 },
      { end: true },
      'mekim ol dispela eksasais wan taim long olgeta de tenkyu tru na lukim yu bihain',
    ],
  },
  {
    name: 'captions-heldout20-yiddish-aksl-srt',
    kind: 'captions',
    title: 'ווייטיק אין אַקסל? 4 געניטונגען אין דער היים | פֿיזיאָטעראַפּיסטקע',
    description: 'פּשוטע געניטונגען פֿאַר אַ שטײַפֿן אַקסל. אויב עס טוט מער וויי, רעדט מיט אײַער דאָקטער.',
    style: 'srt',
    items: [
      'גוט מאָרגן! איך הייס רחל, איך בין אַ פֿיזיאָטעראַפּיסטקע. הײַנט וועלן מיר טאָן פֿיר געניטונגען פֿאַר אַ שטײַפֿן אַקסל.',
      'אַ סך מענטשן פֿרעגן מיך וועגן שווימען און טאַנצן. דאָס איז זייער גוט, אָבער דערוועגן וועלן מיר רעדן אַן אַנדער מאָל.',
      { ex: 'pendulum', dosage: { reps: 10, side: 'each' } },
      'די ערשטע געניטונג. בייגט זיך פֿאָרויס, איין האַנט אויפֿן טיש, און לאָזט דעם אַנדערן אָרעם הענגען. מאַכט קליינע קרײַזן, צען אַהין און צען צוריק.',
      { pause: 50 },
      { ex: 'wall walk', dosage: { reps: 5 } },
      'די צווייטע. שטעלט זיך מיטן פּנים צו דער וואַנט, און לאָזט די פֿינגער גיין אַרויף אויף דער וואַנט ווי אַ שפּין, ביז עס ציט אַ ביסל. פֿינף מאָל.',
      { pause: 55 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'די דריטע. נעמט די גומע. דער עלנבויגן בלײַבט בײַ דער זײַט. דרייט די האַנט אַרויס, און פּאַמעלעך צוריק. צוויי סעטס פֿון צוועלף.',
      { pause: 80 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'די לעצטע. זיצט גלײַך און דריקט די שולטערבלעטער צוזאַמען און אַראָפּ. האַלט פֿינף סעקונדעס, און לאָזט אָפּ. צען מאָל.',
      { pause: 60 },
      { end: true },
      'טוט די געניטונגען צוויי מאָל אַ טאָג. דעם קומעדיקן מאָל וועלן מיר פּרובירן פּוש־אַפּס קעגן דער וואַנט. זײַט געזונט!',
    ],
  },
  {
    name: 'captions-heldout20-tatar-bil-vtt-rich',
    kind: 'captions',
    title: 'Бил авыртканда: өйдә эшләү өчен 4 күнегү | Физиотерапевт',
    description: 'Бил өчен гади күнегүләр. Авырту аякка төшсә яки көчәйсә, табибка мөрәҗәгать итегез.',
    style: 'vtt-rich',
    items: [
      'Исәнмесез! Мин Гөлнара, физиотерапевт. Бүген без бил өчен дүрт күнегү эшлибез.',
      'Күпләр йөзү һәм чаңгы турында сорый. Бу бик яхшы, ләкин бу хакта икенче видеода сөйләшербез.',
      { ex: 'pelvic tilt', dosage: { reps: 10 } },
      'Беренче күнегү. Аркага ятыгыз, тезләрне бөгегез. Билне идәнгә басыгыз, аннары бушатыгыз. Ун тапкыр.',
      { pause: 45 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Икенче күнегү. Бер тезне кулларыгыз белән күкрәккә тартыгыз. Егерме секунд тотып торыгыз, аннары икенче аяк.',
      { pause: 50 },
      { ex: 'glute bridge', dosage: { sets: 2, reps: 10 } },
      'Өченче күнегү. Аяк табаннары идәндә. Янбашны өскә күтәрегез һәм әкрен генә төшерегез. Ике серия, ун тапкырдан.',
      { pause: 80 },
      { ex: 'bird dog', dosage: { reps: 8, side: 'each' } },
      'Соңгы күнегү. Дүртаякланып басыгыз. Бер кулны алга, каршы аякны артка сузыгыз. Һәр якка сигез тапкыр.',
      { pause: 60 },
      { end: true },
      'Бу күнегүләрне көненә ике тапкыр эшләгез. Рәхмәт, сау булыгыз!',
    ],
  },
  {
    name: 'captions-heldout20-orthoptist-pencil-push-ups-vtt',
    kind: 'captions',
    title: 'Convergence Exercises at Home – Pencil Push-Ups, Brock String & Barrel Card (Orthoptist Explains)',
    description:
      'For children and adults diagnosed with convergence insufficiency by an orthoptist or optometrist. These are eye exercises: stop if you get a headache.',
    style: 'vtt',
    items: [
      "Hi, I'm Tom, an orthoptist at the eye clinic. If you've been told you have convergence insufficiency, your eyes struggle to turn in together when you read, and these exercises train them to do it.",
      'Quick note: these are push-ups for your eyes, not your arms. No press-ups on the carpet today!',
      { ex: 'pencil push-ups', dosage: { sets: 3, reps: 10 } },
      "First, pencil push-ups. Hold a pencil at arm's length, level with your nose, and look at the letter on it.",
      "Slowly bring it towards your nose, keeping it single. When it goes double, stop, push it back out to arm's length, and start again. Ten of those, three sets, with a rest in between.",
      { pause: 35 },
      'Blink, and look out of the window for a moment.',
      { pause: 10 },
      'Second set.',
      { pause: 35 },
      'And the last ten.',
      { pause: 35 },
      { ex: 'brock string', dosage: { reps: 5, hold_seconds: 5 } },
      'Next, the Brock string. Tie one end to the door handle and hold the other end on the tip of your nose, with the three beads spread along it.',
      'Look at the nearest bead. You should see one bead with two strings crossing through it, like an X. Hold that for five seconds, then move to the next bead. Go up and down the string five times.',
      { pause: 60 },
      { ex: 'barrel card', dosage: { reps: 10, hold_seconds: 5 } },
      'Last one, the barrel card. Hold the card against your nose with the small barrel furthest away. Look at the far end until the red barrels join into one, hold five seconds, then the middle one, then the near one. Ten times.',
      { pause: 70 },
      { end: true },
      "Do these every day for about fifteen minutes, and use the twenty-twenty-twenty rule when you're on a screen. Your near point of convergence was twelve centimetres today; we'll measure it again in six weeks.",
      "If you get headaches, or double vision that doesn't settle, let us know.",
    ],
  },
  {
    name: 'captions-heldout20-hypermobile-teen-srt-windows',
    kind: 'captions',
    title: 'Hypermobility Exercises for Teens – Strength Without Locking Out (Physio Session)',
    description:
      'Filmed with Maya (15) and her dad, with their permission. Maya has hypermobility spectrum disorder; your own physio will tailor your programme.',
    style: 'srt-windows',
    items: [
      'Hi Maya. So last time your Beighton score was seven out of nine, and you can put your hands flat on the floor without bending your knees.',
      "MAYA: I can also bend my thumb back to my wrist. It's my party trick.",
      "Please don't do the party trick! Today is about strength and control, not stretching. You don't need more flexibility, you need muscles that hold your joints.",
      'And no locking your knees back when you stand. Soft knees, about five degrees bent.',
      { ex: 'mini squat', dosage: { sets: 2, reps: 10 } },
      "Let's start with mini squats. Feet hip-width, knees over your toes. Bend a little way and come up, but stop just before the knees lock. Two sets of ten.",
      { pause: 30 },
      'Good. Stop there, not back into the lock. Second set.',
      { pause: 30 },
      { ex: 'wall sit', dosage: { reps: 3, hold_seconds: 20 } },
      'Now a wall sit. Back against the wall, slide down until your knees are bent to about sixty degrees. Hold for twenty seconds, three times.',
      { pause: 20 },
      'DAD: Is she meant to be shaking?',
      'A little shaking is fine. It means the muscles are working.',
      { pause: 45 },
      { ex: 'side plank', dosage: { hold_seconds: 15, side: 'each' } },
      "Next, side plank from your knees. Elbow under your shoulder, lift your hips and hold for fifteen seconds, then the other side. Don't let the elbow lock.",
      { pause: 40 },
      { ex: 'clamshell', dosage: { reps: 12, side: 'each' } },
      'Last one, clams. Lie on your side with your knees bent and the band above your knees. Open the top knee and close it slowly. Twelve on each side.',
      { pause: 60 },
      { end: true },
      'Lovely control. Do these four days a week, and keep up your netball, just with soft knees when you land. And no yoga splits competitions with your friends, please.',
      'MAYA: No promises.',
    ],
  },
  {
    name: 'captions-heldout20-osteoporosis-heel-drops-srt',
    kind: 'captions',
    title: 'Bone-Strengthening Exercises for Osteoporosis – Heel Drops, Posture & Balance',
    description:
      'From our Strong Bones class. Talk to your doctor or physio before starting impact exercise if you have had a spinal fracture.',
    style: 'srt',
    items: [
      'Welcome to Strong Bones. Most of you have had a DEXA scan recently: a T-score of minus two point five or lower means osteoporosis, and the good news is that bone responds to load.',
      "Two things we avoid with osteoporosis: sit-ups, and bending forward to touch your toes. So you won't see either of those today.",
      { ex: 'heel drops', dosage: { sets: 2, reps: 10 } },
      'First, heel drops. Hold the back of the chair, rise up onto your toes, then let your heels drop to the floor with a little thump. Ten, then a short rest, and another ten.',
      { pause: 25 },
      'Rest.',
      { pause: 10 },
      'And ten more.',
      { pause: 25 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Now sit to stand. Arms across your chest, stand up tall, and sit down slowly. Ten.',
      { pause: 40 },
      { ex: 'prone back extension', dosage: { reps: 8, hold_seconds: 3 } },
      'Onto the mat, on your tummy, with a pillow under your hips. Lift your head and shoulders just a little, looking at the floor. Hold for three, and lower. Eight times.',
      { pause: 45 },
      { ex: 'tandem stance', dosage: { hold_seconds: 30, side: 'each' } },
      'Last, stand up by the counter with one foot right in front of the other, heel to toe. Hold thirty seconds, then swap which foot is in front.',
      { pause: 65 },
      { end: true },
      "Aim to build up to fifty heel drops a day, spread through the day. Keep up your walking, and next week we'll add step-ups.",
    ],
  },
  {
    name: 'captions-heldout20-postnatal-diastasis-auto',
    kind: 'captions',
    title: 'Postnatal Core Exercises for Diastasis Recti (Tummy Gap) – Physio Led, 6 Weeks+',
    description:
      'For mums from about six weeks after birth (longer after a C-section) once your postnatal check is done. Not a substitute for your own pelvic health physio assessment.',
    style: 'vtt-auto',
    items: [
      "hi mums i'm sophie a pelvic health physio and this is for you if you've got a tummy gap after having your baby",
      'to check it lie on your back lift your head and feel above the belly button with your fingers a gap of two fingers or more is a diastasis mine was three fingers after my second',
      "so no crunches no sit ups and no full planks yet we'll get there",
      { ex: 'transverse abdominis activation', dosage: { reps: 10, hold_seconds: 10 } },
      'first the deep tummy muscle lie on your back knees bent breathe in and as you breathe out gently draw your belly button in towards your spine hold it for ten seconds and keep breathing then relax ten times',
      { pause: 70 },
      { ex: 'heel slides', dosage: { reps: 10, side: 'each' } },
      'next heel slides keep that gentle draw in and slowly slide one heel away until the leg is straight then slide it back ten on each leg',
      { pause: 55 },
      { ex: 'toe taps', dosage: { reps: 8, side: 'each' } },
      'now toe taps bring both legs up to tabletop knees over hips and slowly lower one foot to tap the floor then bring it back eight each side and if your tummy domes go back to one leg at a time',
      { pause: 35 },
      '[baby crying]',
      "that's my little one sorry keep going",
      { pause: 15 },
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'last one bridges breathe out draw in and lift your bottom up then lower slowly ten',
      { pause: 40 },
      { end: true },
      'do these every day and check your gap again in four weeks see you in part two',
    ],
  },
  {
    name: 'captions-heldout20-hockey-warmup-an8-font-tags-srt',
    kind: 'captions',
    title: 'U14 Girls Hockey – Pre-Match Warm-Up With Our Club Physio',
    description:
      "Subtitles made with our club's editing app; the titles at the top of the screen are part of the subtitle file.",
    style: 'srt',
    items: [
      '{\\an8}<font color="#ffff00">HOCKEY WARM-UP</font>',
      "Right, girls, sticks down on the sideline, shin pads on. We've got fifteen minutes before push-back.",
      "We're not doing the sprints to the twenty-three today. Coach will do those after.",
      { ex: 'high knees', dosage: { hold_seconds: 30 } },
      '{\\an8}<font color="#ffff00">1. HIGH KNEES</font>',
      'High knees on the spot, arms going. Thirty seconds, go!',
      { pause: 30 },
      { ex: 'walking lunge', dosage: { reps: 10, side: 'each' } },
      '{\\an8}<font color="#ffff00">2. WALKING LUNGES</font>',
      'Walking lunges across to the cones, chest up, back knee just off the grass. Ten each leg.',
      { pause: 40 },
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      '{\\an8}<font color="#ffff00">3. LEG SWINGS</font>',
      "Hand on your partner's shoulder, swing one leg forwards and back. Ten, then turn round and do the other leg.",
      { pause: 40 },
      { ex: 'lateral lunge', dosage: { reps: 8, side: 'each' } },
      '{\\an8}<font color="#ffff00">4. SIDE LUNGES</font>',
      "Low, like you're about to tackle. Side lunges, eight each way.",
      { pause: 35 },
      { ex: 'copenhagen plank', dosage: { hold_seconds: 15, side: 'each' } },
      '{\\an8}<font color="#ffff00">5. COPENHAGEN (SHORT LEVER)</font>',
      'Copenhagens with your partner holding your knee, short lever. Fifteen seconds each side. This is the one that keeps your groins healthy.',
      { pause: 45 },
      { end: true },
      '{\\an8}<font color="#00ffff">GO GET THEM, BLUES! 💙</font>',
      "Grab your sticks. Dribbling drill with Coach Nadia, then the captain's huddle.",
    ],
  },
  {
    name: 'captions-heldout20-army-fitness-test-prep-vtt',
    kind: 'captions',
    title: 'Pass Your Army Fitness Test – Push-Up & Sit-Up Prep Session (Week 1)',
    description:
      'Session one of our six-week prep for recruits. Test standards change: check the current ones with your recruiting office.',
    style: 'vtt',
    items: [
      'Morning, recruits. Six weeks until your fitness test. For your age group the pass mark is forty-four push-ups in two minutes, fifty sit-ups in two minutes, and the two-kilometre run in under ten minutes thirty.',
      "Nobody's doing a two-minute max today. We build up.",
      { ex: 'push up', dosage: { sets: 3, reps: 12 } },
      'Push-ups. Chest down to the fist on the floor, full lockout at the top. Three sets of twelve, one minute rest between sets.',
      { pause: 20 },
      'Rest. One minute.',
      { pause: 60 },
      'Set two.',
      { pause: 20 },
      'Rest.',
      { pause: 60 },
      'Last set.',
      { pause: 20 },
      { ex: 'sit up', dosage: { sets: 3, reps: 15 } },
      'Sit-ups. Partner holds your feet, hands on your chest, elbows to your thighs. Three sets of fifteen.',
      { pause: 25 },
      'Rest, thirty seconds.',
      { pause: 30 },
      'Two more sets. Keep the pace.',
      { pause: 55 },
      { ex: 'plank', dosage: { hold_seconds: 45 } },
      'Plank, on your forearms, straight line from heels to head. Forty-five seconds.',
      { pause: 45 },
      { ex: 'mountain climber', dosage: { hold_seconds: 30 } },
      'Mountain climbers, thirty seconds, fast feet!',
      { pause: 30 },
      { end: true },
      'Done. Homework: push-ups every other day, and add two reps a set each week. In week six we do a full two-minute test, and I want to see forty-four from every one of you.',
    ],
  },
  {
    name: 'captions-heldout20-trap-soap-dictation-auto',
    kind: 'captions',
    title: 'How I Dictate My SOAP Notes Between Patients (Physio Student Tips)',
    description:
      'A physio shows how she dictates her SOAP notes on her phone between patients. All the patient details are made up.',
    style: 'vtt-auto',
    items: [
      'okay so this is how i do my notes between patients i just dictate them into my phone and tidy them up at lunch',
      'all the patients are made up obviously so patient one fictional mister a fifty two year old male right knee pain two weeks after a meniscectomy',
      'subjective pain three out of ten walking about two kilometres sleeping okay',
      'objective knee flexion one hundred and ten degrees extension minus five quads lag on straight leg raise',
      'treatment taught quad sets ten times five second holds straight leg raise three sets of ten and heel slides ten each session',
      'plan continue home exercise programme progress to step ups next session review in two weeks',
      'patient two fictional missus b low back pain subjective better than last week objective flexion fingertips to mid shin',
      'plan bird dog two sets of eight and glute bridges three by twelve issued on the app review two fifty two which means two weeks',
      "and that's it and never dictate in the waiting room for confidentiality",
    ],
  },
  {
    name: 'captions-heldout20-trap-guitar-spider-exercise-srt',
    kind: 'captions',
    title: 'The Spider Exercise – Guitar Finger Workout for Beginners (Do This Daily!)',
    description: 'Tab and metronome link below. Start slowly: 60 bpm is plenty.',
    style: 'srt',
    items: [
      "Hey guys, welcome back. Today's exercise is the one every guitar teacher gives you: the spider, or the one-two-three-four chromatic.",
      'Put your first finger on the fifth fret of the low E string, then your second finger on the sixth fret, third finger seventh, pinky eighth. One note per finger.',
      'Then move across to the A string and do the same, all the way to the high E, and come back down.',
      'Set your metronome to sixty beats per minute, one note per click, and play it through ten times without stopping.',
      'When that feels clean, go up by five bpm. My students usually get to a hundred and twenty in about six weeks.',
      'Variation two: the pattern one-three-two-four. Repeat that four times on each string.',
      'Hold the last note for four beats and let it ring.',
      "Some people stretch their fingers and shake out their wrists before they play. I'm not covering that here: see a physio if your hand hurts.",
      "That's your finger workout. Fifteen minutes a day, and I'll see you in the next lesson for barre chords.",
    ],
  },
  {
    name: 'captions-heldout20-trap-cedar-plank-salmon-vtt',
    kind: 'captions',
    title: 'Cedar Plank Salmon on the BBQ – 20 Minute Dinner 🔥',
    description: 'Full recipe on the blog. Untreated cedar planks only!',
    style: 'vtt',
    items: [
      "Hey, it's Dan. Tonight: cedar plank salmon. The most important step happens an hour before you cook.",
      'Soak the plank in water for at least one hour. Weigh it down with a mug so it stays under.',
      'While that soaks, the glaze: two tablespoons of maple syrup, one of soy sauce, one of Dijon mustard. Whisk for thirty seconds.',
      'Pat the salmon dry, skin side down on the plank, and press the glaze on with the back of a spoon.',
      'Grill on medium, about two hundred degrees. The plank goes on by itself for three minutes, until it starts to crackle and smoke.',
      "Then the salmon goes on the plank, lid down, twelve to fifteen minutes. Don't flip it. Hold your nerve!",
      'Check it at twelve minutes: it flakes when you press it with a fork.',
      "Let it rest for five minutes, and that's dinner. I'll need a few extra squats at the gym tomorrow after all this.",
    ],
  },
];
