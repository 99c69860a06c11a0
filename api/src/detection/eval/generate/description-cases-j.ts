/**
 * Tuning batch J: one or more cases per failure class of the sixth held-out batch, written in other words and
 * other languages than that batch, before the engine was changed for them:
 *  - valid lists not found: lists in languages still unread (Catalan, Thai, Vietnamese, Danish, Norwegian, Hebrew,
 *    Arabic, Chinese, Tagalog), a Roman numeral before the clock, table rows ("Part 2 | 3:10 | Name | 3x10",
 *    "| 4:10 | Name | dose |"), and prose paragraphs, links and sentences with a time between chapter lines;
 *  - labels before the name ("Day 1 · Ex 2 –", "Week 2 / Exercise 3:", "Practical 2:", "Øvelse 1:") and counters
 *    after it ("(3/8)", "[2 of 6]");
 *  - talk chapters in the unread languages and in English ("Link it all together", "Signs you should see us");
 *  - doses and counters in other scripts: Eastern Arabic digits, Arabic, Chinese, Hebrew, Thai, Vietnamese,
 *    Danish, Norwegian and Tagalog units; a counter "(2/6)" is no dose;
 *  - traps in those languages (a playlist, a lecture) that must stay empty.
 * A name the lexicon knows in the list's language is labelled as the lexicon's exercise ("Tåhev" is the calf raise).
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesJ: DescriptionCaseSpec[] = [
  {
    name: 'desc-j-catalan-hip-routine',
    note: 'A Catalan hip routine: no word is in the lexicon, but the video says it is exercise; welcome and farewell are talk.',
    title: 'Exercicis de maluc per fer a casa',
    duration: 620,
    text: `
      Rutina suau per a la mobilitat del maluc.

      0:00 Benvinguda @@ .
      0:35 Obertura de maluc estirat 3x10 @@ obertura de maluc estirat | Obertura de maluc estirat | s3 r10 | LB
      2:00 Rotació de genolls 30 s @@ rotació de genolls | Rotació de genolls | h30 | LB
      3:30 Elevació lateral de cama x12 @@ elevació lateral de cama | Elevació lateral de cama | r12 |
      5:10 Papallona asseguda @@ papallona asseguda | Papallona asseguda | |
      7:00 Consells finals @@ .
      8:10 Comiat @@ .
    `,
  },
  {
    name: 'desc-j-thai-neck-shoulder',
    note: 'A Thai neck and shoulder routine: intro and summary are talk, doses in Thai units ("ครั้ง", "วินาที", "ข้างละ", "เซต").',
    title: 'ท่าออกกำลังกายแก้ปวดคอ บ่า ไหล่',
    duration: 540,
    text: `
      0:00 แนะนำ @@ .
      0:40 ก้มเก็บคาง 10 ครั้ง @@ ก้มเก็บคาง | ก้มเก็บคาง | r10 |
      1:50 เอียงคอยืดเหยียด ข้างละ 20 วินาที @@ เอียงคอยืดเหยียด | เอียงคอยืดเหยียด | h20 each |
      3:10 หมุนหัวไหล่ 3 เซต @@ หมุนหัวไหล่ | หมุนหัวไหล่ | s3 |
      4:40 บีบสะบัก 15 ครั้ง @@ บีบสะบัก | บีบสะบัก | r15 |
      6:30 สรุป @@ .
    `,
  },
  {
    name: 'desc-j-vietnamese-back',
    note: 'A Vietnamese back stretch routine: intro and recap are talk, doses in "lần", "giây", "hiệp", "mỗi bên".',
    title: 'Bài tập giãn cơ lưng tại nhà cho dân văn phòng',
    duration: 600,
    text: `
      0:00 Giới thiệu @@ .
      0:30 Tư thế em bé 30 giây @@ tư thế em bé | Tư thế em bé | h30 |
      1:45 Mèo bò 10 lần @@ cat cow | Cat cow | r10 |
      3:00 Vặn người nằm ngửa mỗi bên 20 giây @@ vặn người nằm ngửa | Vặn người nằm ngửa | h20 each |
      4:30 Nâng hông 3 hiệp 12 lần @@ glute bridge | Glute bridge | s3 r12 |
      6:20 Lời khuyên @@ .
      7:30 Tổng kết @@ .
    `,
  },
  {
    name: 'desc-j-danish-shoulder-labels',
    note: 'A Danish shoulder programme whose names follow "Øvelse n:"; doses in "gentagelser", "sekunder", "sæt", "hver side".',
    title: 'Skulderøvelser efter operation',
    duration: 560,
    text: `
      0:00 Introduktion @@ .
      0:20 Opvarmning @@ .
      0:30 Øvelse 1: Pendulsving 10 gentagelser @@ pendulum | Pendulum | r10 |
      1:40 Øvelse 2: Skulderbladsklem 2 sæt @@ scapular squeeze | Scapular squeeze | s2 |
      3:00 Øvelse 3: Strækning af brystet 30 sekunder hver side @@ strækning af brystet | Strækning af brystet | h30 each |
      4:30 Øvelse 4: Udadrotation med elastik 12 gentagelser @@ external rotation with band | External rotation with band | r12 |
      6:30 Afslutning @@ .
    `,
  },
  {
    name: 'desc-j-norwegian-knee',
    note: 'A Norwegian knee programme with "Øvelse n –" labels, "repetisjoner", "sett", "sekunder"; welcome and summary are talk.',
    title: 'Kneøvelser hjemme – opptrening etter skade',
    duration: 500,
    text: `
      0:00 Velkommen @@ .
      0:25 Øvelse 1 – Knestrekk sittende 12 repetisjoner @@ knestrekk sittende | Knestrekk sittende | r12 |
      1:40 Øvelse 2 – Setebro 3 sett @@ glute bridge | Glute bridge | s3 |
      3:00 Øvelse 3 – Tåhev 15 repetisjoner @@ calf raise | Calf raise | r15 |
      4:20 Øvelse 4 – Veggsitt 20 sekunder @@ veggsitt | Veggsitt | h20 |
      6:00 Oppsummering @@ .
    `,
  },
  {
    name: 'desc-j-hebrew-knee-labels',
    note: 'A Hebrew knee programme: "תרגיל n:" labels before the names, doses in "חזרות", "שניות", "כל צד"; opening and summary are talk.',
    title: 'תרגילים לחיזוק הברך בבית',
    duration: 480,
    text: `
      0:00 פתיחה @@ .
      0:15 חימום @@ .
      0:30 תרגיל 1: הרמת רגל ישרה 10 חזרות @@ straight leg raise | Straight leg raise | r10 | LB
      1:50 תרגיל 2: גשר עכוז 12 חזרות @@ glute bridge | Glute bridge | r12 |
      3:10 תרגיל 3: מתיחת שוק 30 שניות כל צד @@ calf stretch | Calf stretch | h30 each |
      4:40 תרגיל 4: עלייה על מדרגה @@ step up | Step up | |
      6:40 סיכום @@ .
    `,
  },
  {
    name: 'desc-j-arabic-eastern-digits',
    note: 'An Arabic low-back routine with Eastern Arabic digits in its doses ("١٠ مرات", "٣ × ١٠", "٣٠ ثانية", "كل جانب"); intro, tips and closing are talk.',
    title: 'تمارين لتخفيف آلام أسفل الظهر',
    duration: 560,
    text: `
      0:00 مقدمة @@ .
      0:30 القطة والجمل ١٠ مرات @@ القطة والجمل | القطة والجمل | r10 |
      1:45 رفع الحوض ٣ × ١٠ @@ glute bridge | Glute bridge | s3 r10 |
      3:10 سحب الركبة للصدر ٣٠ ثانية كل جانب @@ سحب الركبة للصدر | سحب الركبة للصدر | h30 each | LB
      4:30 وضعية الطفل دقيقة واحدة @@ child's pose | Child's pose | h60 |
      6:00 نصائح مهمة @@ .
      7:30 الخاتمة @@ .
    `,
  },
  {
    name: 'desc-j-chinese-fullwidth-doses',
    note: 'A Chinese hip routine: doses in full-width brackets ("（每侧 15次）", "（10次×3组）", "30秒", "1分钟"); opening and summary are talk.',
    title: '髋关节放松拉伸训练 | 每天十分钟',
    duration: 540,
    text: `
      0:00 开场介绍 @@ .
      0:15 热身运动 @@ .
      0:30 侧卧抬腿（每侧 15次） @@ side lying hip abduction | Side lying hip abduction | r15 each |
      2:00 青蛙趴（30秒） @@ 青蛙趴 | 青蛙趴 | h30 |
      3:20 仰卧抱膝（10次×3组） @@ 仰卧抱膝 | 仰卧抱膝 | s3 r10 |
      4:50 蝴蝶坐 1分钟 @@ 蝴蝶坐 | 蝴蝶坐 | h60 |
      6:30 总结 @@ .
    `,
  },
  {
    name: 'desc-j-tagalog-legs',
    note: 'A Tagalog leg routine: intro and closing are talk, doses in "ulit", "segundo", "bawat binti"; a counter "(2/4)" is no dose.',
    title: 'Ehersisyo para sa tuhod at binti',
    duration: 520,
    text: `
      0:00 Panimula @@ .
      0:30 Pag-angat ng binti 10 ulit (1/4) @@ pag angat ng binti | Pag-angat ng binti | r10 |
      1:50 Pag-upo at pagtayo 12 ulit (2/4) @@ pag upo at pagtayo | Pag-upo at pagtayo | r12 |
      3:10 Pag-unat ng binti 30 segundo bawat binti (3/4) @@ calf stretch | Calf stretch | h30 each | LB
      4:40 Pagtingkayad (4/4) @@ pagtingkayad | Pagtingkayad | |
      6:10 Pangwakas @@ .
    `,
  },
  {
    name: 'desc-j-roman-numerals',
    note: 'Roman numerals before the clock ("II. 0:40 –", "iv) 4:10"), like "Chapter n": the list is read.',
    title: 'Lower back basics – follow along',
    duration: 560,
    text: `
      I. 0:00 – Hello and plan @@ .
      II. 0:40 – Cat cow x10 @@ cat cow | Cat cow | r10 | B
      III. 2:05 – Bird dog 3x8 @@ bird dog | Bird dog | s3 r8 | B
      iv) 3:30 Dead bug 2x10 @@ dead bug | Dead bug | s2 r10 | C
      v) 5:00 Child's pose 45 s @@ child's pose | Child's pose | h45 | B
      vi) 6:40 Wrap up @@ .
    `,
  },
  {
    name: 'desc-j-table-rows',
    note: 'Chapters written as table rows: a label, a bar, then the clock ("Ch. 2 | 0:50 | Name | dose | focus"), and rows opening with a bar; the name is the first cell.',
    title: 'Knee rehab week 3 – table of moves',
    duration: 600,
    text: `
      Part | Time | Exercise | Dose | Focus
      Ch. 1 | 0:00 | Intro @@ .
      Ch. 2 | 0:50 | Heel slides | 2x15 | knee bend @@ heel slides | Heel slides | s2 r15 | LB
      Ch. 3 | 2:20 | Straight leg raise | 3x10 | quads @@ straight leg raise | Straight leg raise | s3 r10 | LB
      | 3:50 | Wall sit | 30 s | thighs | @@ wall sit | Wall sit | h30 | LB
      | 5:10 | Step ups | 10 each | balance | @@ step up | Step up | r10 each | LB
      | 7:00 | Cool down | | @@ .
    `,
  },
  {
    name: 'desc-j-prose-between-chapters',
    note: 'Prose paragraphs, links and times inside sentences between and after the chapter lines neither end nor void the run.',
    title: 'Shoulder strength for swimmers (full session)',
    duration: 900,
    text: `
      This is part two of the series. If you missed part one, watch it here: https://youtu.be/abc123

      0:00 Intro @@ .
      0:45 Band pull apart 3x15 @@ band pull apart | Band pull apart | s3 r15 | UB
      2:30 Prone Y raise 2x10 @@ prone Y raise | Prone Y raise | s2 r10 | UB

      Quick note: keep the band light for this part, most people overdo it in the first weeks and end up sore for days.
      Related video (14:32): https://youtu.be/def456

      4:10 Wall slides 12 reps @@ wall slide | Wall slide | r12 | UB
      6:00 Sleeper stretch 30 s each side @@ sleeper stretch | Sleeper stretch | h30 each | UB

      Want the longer version? Full class: 1:02:10 on the members page. I also recorded a 5:00 warm-up last week.

      8:30 Pendulum 1 min @@ pendulum | Pendulum | h60 | UB
      10:00 Outro @@ .

      Music by someone, thanks for watching.
    `,
  },
  {
    name: 'desc-j-labels-and-counters',
    note: 'Labels before the name ("Day 1 · Ex 2 –", "Week 2 / Exercise 3:", "Practical 2:", "Drill 4 –") and counters after it ("(3/8)", "[2 of 6]") are not part of the name nor a dose.',
    title: 'Hip and core drills for runners',
    duration: 700,
    text: `
      0:00 Welcome @@ .
      0:30 Day 1 · Ex 2 – Side plank 3 x 20 s @@ side plank | Side plank | s3 h20 | C
      1:50 Week 2 / Exercise 3: Glute bridge (3/8) @@ glute bridge | Glute bridge | | LB
      3:10 Practical 2: Monster walks 2x12 @@ monster walk | Monster walk | s2 r12 | LB
      4:30 Drill 4 – Clamshells [2 of 6] @@ clamshell | Clamshell | | LB
      5:50 Session 3 - Calf raises x15 @@ calf raise | Calf raise | r15 | LB
      7:00 Block 2: Dead bug 10 each @@ dead bug | Dead bug | r10 each | C
      9:00 Goodbye @@ .
    `,
  },
  {
    name: 'desc-j-english-talk-chapters',
    note: 'Talk chapters in English in other words: weaving the moves into a routine, signs to see a clinician, the next stage, a lunch break, what is new.',
    title: 'Ankle sprain rehab – stage 2',
    duration: 900,
    text: `
      0:00 What's new this week @@ .
      0:50 Calf raises 3x12 @@ calf raise | Calf raise | s3 r12 | LB
      2:20 Single leg balance 30 s @@ single leg balance | Single leg balance | h30 | LB
      3:40 Ankle alphabet @@ ankle alphabet | Ankle alphabet | | LB
      5:00 Bringing it all together @@ .
      6:10 Building it into your daily walk @@ .
      7:20 Signs you should see us again @@ .
      8:30 Moving on to the next stage @@ .
      9:40 Lunch break @@ .
      10:30 Back to your day! @@ .
    `,
  },
  {
    name: 'desc-j-trap-vietnamese-playlist',
    note: 'Trap: a Vietnamese gym music playlist; its track titles name no moves the engine reads and the video says playlist.',
    title: 'Nhạc tập gym cực chất 2024 | Playlist',
    duration: 1500,
    text: `
      0:00 Khởi động cùng nhau
      3:40 Bứt phá giới hạn
      7:15 Đêm không ngủ
      11:02 Mạnh mẽ lên
      14:30 Về đích
    `,
  },
  {
    name: 'desc-j-trap-hebrew-lecture',
    note: 'Trap: a Hebrew lecture on knee surgery with chapters; the video says lecture, it is no workout.',
    title: 'הרצאה: ניתוח החלפת ברך – מה חשוב לדעת',
    duration: 2400,
    text: `
      0:00 פתיחה
      4:10 האנטומיה של הברך
      12:30 מתי צריך ניתוח
      21:00 ההחלמה אחרי הניתוח
      33:00 שאלות ותשובות
    `,
  },
  {
    name: 'desc-j-malay-back',
    note: 'A Malay back routine: welcome and closing are talk, doses in "ulangan", "saat", "set", "setiap sisi".',
    title: 'Senaman sakit belakang di rumah',
    duration: 520,
    text: `
      0:00 Selamat datang @@ .
      0:25 Regangan kucing 10 ulangan @@ regangan kucing | Regangan kucing | r10 |
      1:40 Angkat pinggul 3 set 12 ulangan @@ glute bridge | Glute bridge | s3 r12 |
      3:00 Pusingan badan baring 20 saat setiap sisi @@ pusingan badan baring | Pusingan badan baring | h20 each |
      4:30 Pose kanak-kanak 1 minit @@ pose kanak-kanak | Pose kanak-kanak | h60 |
      6:10 Penutup @@ .
    `,
  },
  {
    name: 'desc-j-swahili-knee',
    note: 'A Swahili knee programme: "Zoezi n:" labels, doses in "mara", "sekunde", "kila upande"; introduction and summary are talk.',
    title: 'Mazoezi ya goti nyumbani',
    duration: 480,
    text: `
      0:00 Utangulizi @@ .
      0:30 Zoezi 1: Kuinua mguu ulionyooka mara 10 @@ straight leg raise | Straight leg raise | r10 | LB
      1:50 Zoezi 2: Kukaa ukutani sekunde 30 @@ kukaa ukutani | Kukaa ukutani | h30 |
      3:10 Zoezi 3: Kunyoosha paja kila upande sekunde 20 @@ kunyoosha paja | Kunyoosha paja | h20 each |
      4:40 Muhtasari @@ .
    `,
  },
  {
    name: 'desc-j-persian-neck-digits',
    note: 'A Persian neck routine with Persian digits ("۱۰ بار", "۳۰ ثانیه", "هر طرف"); intro and summary are talk.',
    title: 'تمرینات گردن درد در خانه',
    duration: 460,
    text: `
      0:00 مقدمه @@ .
      0:30 عقب بردن چانه ۱۰ بار @@ chin tuck | Chin tuck | r10 |
      1:45 کشش جانبی گردن ۳۰ ثانیه هر طرف @@ کشش جانبی گردن | کشش جانبی گردن | h30 each | N
      3:10 چرخش شانه ۱۵ بار @@ shoulder roll | Shoulder roll | r15 |
      4:40 جمع بندی @@ .
    `,
  },
  {
    name: 'desc-j-bengali-digits',
    note: 'A Bengali shoulder routine with Bengali digits ("১০ বার", "৩০ সেকেন্ড"); introduction and thanks are talk.',
    title: 'কাঁধের ব্যায়াম – ফিজিওথেরাপি',
    duration: 420,
    text: `
      0:00 ভূমিকা @@ .
      0:30 কাঁধ ঘোরানো ১০ বার @@ কাঁধ ঘোরানো | কাঁধ ঘোরানো | r10 |
      1:40 দেয়ালে হাত তোলা ১২ বার @@ দেয়ালে হাত তোলা | দেয়ালে হাত তোলা | r12 |
      3:00 বুকের স্ট্রেচ ৩০ সেকেন্ড @@ বুকের স্ট্রেচ | বুকের স্ট্রেচ | h30 |
      4:30 ধন্যবাদ @@ .
    `,
  },
  {
    name: 'desc-j-trap-numbered-tracks',
    note: 'Trap: a gym playlist whose lines put a numbered label before the clock ("Track 3 – 7:40"); the video says playlist.',
    title: 'Leg day playlist – 30 minutes of bangers',
    duration: 1800,
    text: `
      Track 1 – 0:00 Iron Pulse
      Track 2 – 3:50 Squat Rack Anthem
      Track 3 – 7:40 Heavy Legs (Club Edit)
      Track 4 – 11:20 Lunge Life
      Track 5 – 15:05 Calf Raiser
    `,
  },
  {
    name: 'desc-j-trap-thai-podcast',
    note: 'Trap: a Thai podcast episode on back pain; its chapters name topics, the video names no exercise.',
    title: 'พอดแคสต์สุขภาพ EP.12 ปวดหลังเรื้อรัง',
    duration: 2400,
    text: `
      0:00 แนะนำแขก
      3:20 สาเหตุของอาการปวดหลัง
      12:40 การนอนและหมอน
      25:10 ประสบการณ์ผู้ป่วย
      36:00 ปิดท้าย
    `,
  },
  {
    name: 'desc-j-trap-arabic-knee-talk',
    note: 'Trap: an Arabic talk on knee pain whose chapters name the knee and the back; no chapter is a move.',
    title: 'محاضرة عن آلام الركبة والظهر',
    duration: 2100,
    text: `
      0:00 مقدمة
      2:30 أسباب آلام الركبة
      9:10 الظهر والجلوس الطويل
      16:40 متى تحتاج إلى طبيب
      24:00 أسئلة
    `,
  },
  {
    name: 'desc-j-trap-danish-podcast',
    note: 'Trap: a Danish health podcast whose chapters name body parts (knæ, ryg, skulder) in a talk about them.',
    title: 'Sundhedspodcast afsnit 8 – smerter i hverdagen',
    duration: 2700,
    text: `
      0:00 Velkommen
      1:30 Knæ og trapper
      12:00 Ryg på kontoret
      24:30 Skulder efter sport
      38:00 Afslutning
    `,
  },
];
