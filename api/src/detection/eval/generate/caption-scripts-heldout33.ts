/**
 * Thirty-third held-out caption batch (heldout33), after the W3C WebVTT drafts' interview sample (cues of "<v Roger
 * Bingham>We are in New York City", overlapping cues with "align:right size:50%" and "align:left size:50%", a "<v Neil
 * deGrasse Tyson><i>Laughs</i>"), MDN's WebVTT page ("WEBVTT - This file has cues", a cue id "14", "NOTE This is a
 * comment", dashes for two speakers), venepuncture leaflets and manuals ("the patient asked to clench and release their
 * fist… to increase the prominence of the veins", "The arm should be kept straight and not bent, as the latter enlarges
 * the entry hole", "do not carry anything heavy or undertake strenuous exercise within 24 hours of your blood test",
 * the Northern Care Alliance's "Keep your arm straight throughout the procedure"), piano movers' pages ("Pick the piano
 * up and put it on the board… one guy holds it while the other slides the piano board under", "a strong man at the top
 * and two at the bottom", "Three E track straps or piano board straps"), guitar restringing guides ("Tug on the string
 * to make sure the pin doesn't pop out", "enough slack for the string to wind around the post about three times",
 * "Stretch the string. I do this several times at multiple places"), and the number pages of Buryat (Janhunen's The
 * Mongolic Languages: "1 nege/n, 2 xoyor, 3 gurba/n, 4 dürbe/n, 5 taba/n… 10 arba/n… 20 xori/n, 30 gusha/n", "All
 * numerals drop the final nasal in counting: nege xoyor gurba dürbe taba etc.", "the variants without the final nasal
 * are also used adverbially as multiplicatives, e.g. dürbe soxi-xo 'to strike four times'", "the ordinals in .dAxi,
 * e.g. nege.dexi 'first'"), Mohawk (languagesandnumbers: "1 – énska, 2 – tékeni, 3 – áhsen, 4 – kaié:ri, 5 – wisk… 10 –
 * oié:ri… 12 – tékeni iawén:re… 15 – wisk iawén:re… 20 – tewáhsen, 30 – áhsen niwáhsen"), Dhivehi (That Maldives Blog's
 * lesson on numbers: "There are two counting systems… The two counting systems are the same up to the number 30", "the
 * words for numbers are different depending on whether you are counting in sequence or if the numbers are actually
 * quantifying a noun", "95% of the time in Maldives you will see the standard Arabic numerals"; Mikal News on the old
 * dozens, "ދޮޅަސް… 12"; an Arabic grammar page in Dhivehi with "ދިހަ ފިރިހެން ދަރިވަރުން" for ten students),
 * Karachay-Balkar (Khapchaev's 20 lessons: "джыйырма джети-НЧИ (двадцать седьмой)", "ол юч-дю (то – три)", "бешинчи
 * (пятый)"; a Kumyk–Russian grammar's "бир, эки, уьч, дёрт, беш, алты, он, отуз") and Madurese (Omniglot and Davies's
 * Grammar of Madurese: "1 settong… 2 dhuwa'… 5 lema'… 8 ballu'… 10 sapolo… 12 dhubellas… 15 lema bellas… 20 dhupolo… 30
 * tello polo", "The numbers 1-9 have full, abbreviated, and clitic forms… dhu polo 'twenty'", "se kadhuwa' 'the
 * second'", "Karim la ngenom dhu cangker kopi"), with the sentences around the numbers written from the labeller's own
 * knowledge: an Ulan-Ude physiotherapist's neck and shoulder programme for office workers in Buryat with Russian in
 * Windows SRT (new: "Держим табан секунд. Арба дахин.", "Хорин секунд, тиигээд нүгөө тээшээ", "Арбан таба", "Хоёр
 * подход, арбан хоёр", then counting aloud "Нэгэ, хоёр, гурба, дүрбэ, таба…", "Гушан секунд"); a Kahnawà:ke physio's
 * shoulder group for retired ironworkers in English with Kanien'kéha numbers in WebVTT with cue ids, voice spans and
 * NOTE blocks (new: "Oié:ri.", "Tékeni sets, tékeni iawén:re", "Hold it, wisk seconds. Oié:ri times.", "Áhsen niwáhsen
 * seconds", "Tewáhsen seconds, then the other arm"); a tele-physio call from Malé to an island with the patient's
 * daughter interpreting into Dhivehi in SRT, every instruction said twice (new: "fas sikunthu hifahattaa. Dhiha
 * fahara.", "Kanaathu fai dhiha fahara, vaathu fai dhiha fahara", "Dhe set, dhiha fahara", "Fanara fahara"); a Nalchik
 * physiotherapist's low back programme in Karachay-Balkar with Russian in plain WebVTT (new: "Беш секунд тутугъуз. Он
 * кере.", "Джыйырма секунд, сора башха аякъ бла", "Он кере хар джанына", "Эки подход, он эки кере", "Отуз секунд"); a
 * Sumenep physiotherapist's back and wrist session for salt farmers in Madurese with Indonesian in auto-captions (new:
 * "sapolo kalè", "ballu' kalè tiap sisi", "tello polo detik tiap kaki", "dhupolo detik tiap tangan", "dhu set dhubellas
 * kalè"); a service physio with a fire station's watch on the drill yard in SRT, cut short by a shout ("Five each
 * side", "Eight each side", a hose carry to the cone and back, "twenty seconds each side", then "[ALARM SOUNDING]"); a
 * pre-shift warm-up for airport baggage handlers in auto-captions over the radio news ("ten forward… and ten
 * backwards", "ten of those", "ten", "twenty seconds and then the other arm", "fifteen"); a physio whispering with
 * nursery staff in the sleep room at nap time in plain WebVTT ("Ten", "Thirty seconds, then the other side", "Eight of
 * those", "Five each way", a child stirring in between); a physio on holiday running a seat session in an overnight
 * ferry's lounge in Windows SRT over the tannoy ("Twenty", "Ten each leg", "Ten. Mind your neighbour's coffee", "Hold
 * it for ten, then the other way", "Fifteen", the duty free on deck seven) — and three traps with no exercise done by a
 * person that still give fists, squeezes, holds, presses, lifts, pushes, pulls, stretches, sides, steps, seconds,
 * minutes, wraps and exercise words: a phlebotomist taking bloods in WebVTT with voice spans ("make a fist for me, and
 * squeeze", "Open and close your hand a few times", "press firmly for two minutes. Keep your arm straight", "No
 * press-ups, no weights"), two movers taking an upright piano up two flights in auto-captions ("bend your knees… lift
 * with your legs", "on three one two three lift", "hold it hold it… push pull", "ten steps", "both sides down
 * together", "that's leg day done") and a guitar teacher restringing an acoustic in SRT ("hold it down while you pull
 * up on the string", "about three wraps", "Three on each side", "Stretch every string… a few times… three or four
 * times", "finger exercises… ten minutes a day"). Each case names activities in passing (Sagaalgan, buuza, archery and
 * wrestling; walking the beams, lacrosse and bingo; fishing from the boat and kneeling on the deck; the shepherds' hut,
 * the mountains and ayran; raking salt, the harvest and the bull races; the ladder pitch and the BA drill; the tugs,
 * the belt loader and the heavy bags; the tiny chairs and the changing table; the duty free, the restaurant and the
 * walk to the café) that must not start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: the chin drawn back to make a double chin the chin tuck, the ear to
 * the shoulder helped by the hand the upper trapezius stretch, circling the shoulders back the shoulder roll, bringing
 * the shoulder blades together the scapular squeeze, forearms on the door frame stepping through the doorway pec
 * stretch, the fingers walking up the wall the wall walk, turning the hand out against a band with the elbow at the
 * side the external rotation with band, the arm hugged across the chest the cross body shoulder stretch, pushing the
 * knee down into a rolled towel the quad sets, lifting the straight leg with the other knee bent the straight leg
 * raise, standing up from the chair without the hands the sit to stand, going up on the toes holding the chair the calf
 * raise, pressing the low back to the floor ("Белни полгъа басыгъыз") the pelvic tilt, pulling one knee to the chest
 * with the hands the knee to chest, the knees together tipped to the right and then the left lying ("тобукъла бирге,
 * акъырын онг джанына, сора сол джанына") the lower trunk rotation, lifting the hips with the feet on the floor the
 * glute bridge, sitting back on the knees with the arms stretched forward the child's pose, hands on the hips bending
 * backwards standing ("tangan di pinggang melengkung ke belakang") the standing back extension, one arm up leaning to
 * the other side ("tangan kanan ke atas condong ke kiri") the standing side bend, the foot on a sack with the knee
 * straight leaning forward the hamstring stretch, the arm straight palm down and the fingers pulled down by the other
 * hand the wrist extensor stretch, squatting down and up like lifting a sack ("jongkok berdiri kayak angkat karung")
 * the squat, the big lunge with the elbow to the floor and the arm reached up the world's greatest stretch, the
 * opposite arm and leg lowered lying with the back flat the dead bug, a rolled length of hose in each hand walked to
 * the cone and back the farmer carry, the side plank on the elbow the side plank, small then bigger arm circles the arm
 * circles, pushing the bottom back with the back flat the hip hinge, sitting down like lifting a bag off the belt the
 * squat, kneeling with one foot forward and the bottom tucked under the hip flexor stretch, rounding the back up like a
 * cat and letting it dip on the hands and knees the cat cow, turning the head to look over one shoulder and then the
 * other the neck rotation, pointing the toes down and pulling them up the ankle pumps, one knee lifted off the seat and
 * then the other the seated march, a hand on the other armrest turning to look behind the seated spinal twist), else
 * the speaker's words. A move done on one side then the other is one segment with side "each", as are "тиигээд нүгөө
 * тээшээ" (and then to the other side), "then the other arm", "Ten on each leg" and its interpretation "Kanaathu fai
 * dhiha fahara, vaathu fai dhiha fahara" (right leg ten times, left leg ten times), "сора башха аякъ бла" (then with
 * the other leg), "хар джанына" (to each side), "tiap sisi", "tiap kaki", "tiap tangan", "Five each side", "Eight each
 * side", "twenty seconds each side", "then the other arm", "then the other side", "Five each way", "Ten each leg" and
 * the twist's "then the other way"; "ten forward… and ten backwards" of the arm circles are directions, not sides.
 * "Арбан таба", "Oié:ri", "Ten times" with "Dhiha fahara", "Fifteen" with "Fanara fahara", "Он кере", "sapolo kalè",
 * "ballu' kalè", "ten of those", "ten", "fifteen", "Ten", "Eight of those", "Twenty", "Fifteen" are reps; "Держим табан
 * секунд. Арба дахин.", "Hold it, wisk seconds. Oié:ri times.", "hold five seconds… Ten times" and "Беш секунд
 * тутугъуз. Он кере." are reps of a hold; "Хоёр подход, арбан хоёр", "Tékeni sets, tékeni iawén:re", "Two sets of ten"
 * with "Dhe set, dhiha fahara", "Эки подход, он эки кере" and "dhu set dhubellas kalè" are sets; a timed block ("Хорин
 * секунд", "Гушан секунд", "Áhsen niwáhsen seconds", "Tewáhsen seconds", "Джыйырма секунд", "Отуз секунд", "tello polo
 * detik", "dhupolo detik", "twenty seconds", "Thirty seconds", "Hold it for ten") is a hold; the counting aloud ("Нэгэ,
 * хоёр, гурба…", "Nine… and ten") is no dose; Buryat, Mohawk, Dhivehi, Karachay-Balkar and Madurese number words read
 * as their numbers (таба and табан 5, арба and арбан 10, арбан хоёр 12, арбан таба 15, хори and хорин 20, гуша and
 * гушан 30, хоёр 2; wisk 5, oié:ri 10, tékeni iawén:re 12, tewáhsen 20, áhsen niwáhsen 30, tékeni 2; fas 5, dhiha 10,
 * fanara 15, dhe 2; беш 5, он 10, он эки 12, джыйырма 20, отуз 30, эки 2; ballu' 8, sapolo 10, dhubellas 12, dhupolo
 * 20, tello polo 30, dhu 2), and "дахин", "fahara", "кере" and "kalè" are times; dosage only when it is said for that
 * move. Frequencies ("Үдэртөө хоёр дахин", "every day", "Twice a day" with "Dhuvahakah dhe fahara", "кюнде эки кере",
 * "pagi bân sore", "at nap time every day", "Every hour or two"), the pain scores, the ordinal labels, the years,
 * hours, metres, minutes, kilos, stands and flights of the talk, and the traps' fists, bottles, minutes, hours, kilos,
 * flights, steps, straps, strings, wraps and fingers are no dose; talk stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut33: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout33-buryat-khuzuun-srt-windows',
    kind: 'captions',
    title: 'Хүзүүн, мүрэн – офисдо ажаллагшадта табан дасхал | Физиотерапевт (буряад хэлэн дээрэ)',
    description:
      'Шея и плечи: пять упражнений для тех, кто весь день за компьютером. На бурятском и русском. Если немеет рука или кружится голова – к врачу.',
    style: 'srt-windows',
    items: [
      'Амар мэндэ, хүндэтэ нүхэд! Меня зовут Сэсэг, я физиотерапевт, Улаан-Үдэ. Мүнөөдэр хүзүүндэ, мүрэндэ табан дасхал хэнэбди.',
      'Сагаалган дүтэлжэ байна, все лепят бууза до ночи. Про стрельбу из лука и бүхэ барилдаан поговорим в другом видео.',
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'Нэгэдэхи. Сядьте прямо, подбородок назад, как будто делаете второй подбородок. Держим табан секунд. Арба дахин.',
      { pause: 75 },
      { ex: 'upper trapezius stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Хоёрдохи. Ухо к плечу, рукой чуть-чуть помогаем, плечо вниз. Хорин секунд, тиигээд нүгөө тээшээ.',
      { pause: 50 },
      { ex: 'shoulder roll', dosage: { reps: 15 } },
      'Гурбадахи. Плечи назад по кругу, медленно, большие круги. Арбан таба.',
      { pause: 35 },
      { ex: 'scapular squeeze', dosage: { sets: 2, reps: 12 } },
      'Дүрбэдэхи. Лопатки сводим вместе, грудь вперёд, и отпускаем. Хоёр подход, арбан хоёр.',
      { pause: 25 },
      'Нэгэ, хоёр, гурба, дүрбэ, таба… зургаа, долоо, найма… хорошо, дальше сами.',
      { pause: 45 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      'Табадахи. Встаньте в дверной проём, предплечья на косяк, и маленький шаг вперёд. Гушан секунд.',
      { pause: 35 },
      { end: true },
      'Эдэ дасхалнуудые үдэртөө хоёр дахин хэгты. Баярлалаа, баяртай!',
    ],
  },
  {
    name: 'captions-heldout33-mohawk-ironworkers-shoulders-vtt-rich',
    kind: 'captions',
    title: "Shoulders for Retired Ironworkers – Kanien'kéha & English | Kahnawà:ke Elders' Physio Group",
    description:
      "Our Tuesday group at the Legion hall for the old skywalkers and anybody else with tired shoulders. Counting in Kanien'kéha, the rest in English. Niá:wen to the Legion for the coffee.",
    style: 'vtt-rich',
    items: [
      "Shé:kon, everybody. Shé:kon. I'm Karonhiio, the physio from the hospital. Today we work the shoulders, because all of you spent forty years up on the steel.",
      "Tommy was telling me about walking the beams on the bridge in nineteen sixty-two with no harness. Don't do that with these shoulders now. And lacrosse tonight, you're watching, not playing.",
      { ex: 'wall walk', dosage: { reps: 10 } },
      "Énska. Face the wall, fingers on the wall, and walk them up as high as it's comfortable, then walk them back down. Oié:ri.",
      { pause: 70 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'Tékeni. Elbow at your side, a towel under the arm, hold the band and turn your hand out, then slowly back in. Tékeni sets, tékeni iawén:re.',
      { pause: 60 },
      'Good, Tommy, slower on the way back. Let the band pull you, not snap you.',
      { pause: 40 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      "Áhsen. Squeeze your shoulder blades together, like you're holding a pencil between them. Hold it, wisk seconds. Oié:ri times.",
      { pause: 80 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      'Kaié:ri. In the doorway, forearms on the frame, and step through till you feel it across the chest. Áhsen niwáhsen seconds.',
      { pause: 35 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Wisk. Bring one arm across your chest and hug it in with the other. Tewáhsen seconds, then the other arm.',
      { pause: 50 },
      { end: true },
      "That's it. Do them every day and bring the band back next week. Bingo's at seven. Niá:wen, everybody, ó:nen ki' wáhi.",
    ],
  },
  {
    name: 'captions-heldout33-dhivehi-interpreter-kakuu-srt',
    kind: 'captions',
    title: 'Video Physio With an Interpreter – Knee Exercises, Malé to the Island (English & Dhivehi)',
    description:
      "A tele-physio appointment shared with Ibrahim's permission; his daughter Aishath interprets into Dhivehi. Knee osteoarthritis, second week of the programme.",
    style: 'srt',
    items: [
      "Hello Ibrahim, can you hear me? I'm Ravi, the physio at the hospital in Malé. Aishath, thanks for interpreting again. How's the knee this week?",
      'Bappa buneyy miadhu kakuu rangalhu. He says a bit better, he went out on the boat only once this week.',
      "Good. Fishing is fine, just don't kneel on the deck for hours. Put the phone on the floor so I can see the whole leg.",
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'First one. Sit on the bed with the leg straight and a rolled towel under the knee. Push the knee down into the towel, hold five seconds, and relax. Ten times.',
      'Fai dhigu kohgen towel kakuu dhashugai. Kakuu dhashah fitaa, fas sikunthu hifahattaa. Dhiha fahara.',
      { pause: 60 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'Now bend the other knee, keep this one straight, and lift it to the height of the other knee, then slowly down. Ten on each leg.',
      'Anekey kakuu lavvaa. Dhigu fai mathah uruvaa, madu madun dhashah. Kanaathu fai dhiha fahara, vaathu fai dhiha fahara.',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { sets: 2, reps: 10 } },
      'Good. Now sit at the front of a chair, feet back, and stand up without using your hands. Sit down slowly. Two sets of ten.',
      'Gondiyagai isheenna, atha nulaa thedhuvaa. Dhe set, dhiha fahara.',
      { pause: 60 },
      "Any pain? Two out of ten? That's fine, carry on with the second set.",
      { pause: 45 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'Last one. Stand behind the chair and hold it, up onto your toes, and down. Fifteen.',
      'Gondi hifahattaa, fai ingili mathin mathah aru. Fanara fahara.',
      { pause: 45 },
      { end: true },
      'Twice a day, morning and evening. Next call is Thursday, same time.',
      'Dhuvahakah dhe fahara, hendhunu aai haveeru. Shukuriyyaa, Ravi.',
    ],
  },
  {
    name: 'captions-heldout33-karachay-balkar-bel-vtt',
    kind: 'captions',
    title: 'Бел ауруйду? Беш упражнение | Физиотерапевт (къарачай-малкъар тилде)',
    description:
      'Упражнения для поясницы на карачаево-балкарском и немного по-русски. Если боль отдаёт в ногу или немеет стопа – к врачу.',
    style: 'vtt',
    items: [
      'Ассаламу алейкум! Мени атым Зухра, Нальчикде физиотерапевтме. Бюгюн бел ючюн беш упражнение этебиз.',
      'Кёп адам сорады: кошха, таулагъа къачан барыргъа боллукъду? Ол юсюнден башха видеода айтырбыз. Айранны уа бюгюн да ичигиз.',
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Биринчи: арткъа джатыгъыз, тобукъланы бюгюгюз. Белни полгъа басыгъыз. Беш секунд тутугъуз. Он кере.',
      { pause: 75 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Экинчи: бир тобукъну кёкюрекге тартыгъыз, къолла бла тутугъуз. Джыйырма секунд, сора башха аякъ бла.',
      { pause: 50 },
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'Ючюнчю: тобукъла бирге, акъырын онг джанына, сора сол джанына. Он кере хар джанына.',
      { pause: 60 },
      { ex: 'glute bridge', dosage: { sets: 2, reps: 12 } },
      'Тёртюнчю: аякъла полда, белни ёрге кётюрюгюз, акъырын тюшюрюгюз. Эки подход, он эки кере.',
      { pause: 95 },
      { ex: "child's pose", dosage: { hold_seconds: 30 } },
      'Бешинчи: тобукъланы юсюне олтуругъуз, къолланы алгъа узатыгъыз. Отуз секунд.',
      { pause: 35 },
      { end: true },
      'Бу упражнениелени кюнде эки кере этигиз. Сау болугъуз, саулукъ бла къалыгъыз!',
    ],
  },
  {
    name: 'captions-heldout33-madurese-petani-garam-auto',
    kind: 'captions',
    title: 'Senam Pinggang untuk Petani Garam | Fisioterapis di Sumenep (Bhâsa Madhurâ)',
    description:
      'Latihan ringan untuk pinggang, punggung dan pergelangan tangan setelah kerja di tambak garam. Pakai bahasa Madura dan Indonesia. Kalau nyeri sampai ke kaki, periksa ke dokter.',
    style: 'vtt-auto',
    items: [
      'assalamualaikum sadhâjâ nyama kaulâ ani fisioterapis dari puskesmas sumenep hari ini kita senam untuk bapak bapak petani garam',
      'tiap hari narik garuk di tambak pinggangnya sakit semua apalagi pas panen kemarau karapan sapi minggu depan nanti kita omongin belakangan',
      { ex: 'standing back extension', dosage: { reps: 10 } },
      'se kasettong berdiri tangan di pinggang melengkung ke belakang pelan pelan sapolo kalè',
      { pause: 45 },
      { ex: 'standing side bend', dosage: { reps: 8, side: 'each' } },
      "se kadhuwa' tangan kanan ke atas condong ke kiri terus ganti tangan kiri ballu' kalè tiap sisi",
      { pause: 55 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      "se katello' kaki di atas karung garam lutut lurus badan condong ke depan tello polo detik tiap kaki",
      { pause: 75 },
      { ex: 'wrist extensor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      "se kaempa' tangan lurus ke depan telapak ke bawah tarik pelan jari jarinya ke bawah dhupolo detik tiap tangan",
      { pause: 50 },
      { ex: 'squat', dosage: { sets: 2, reps: 12 } },
      "se kalema' jongkok berdiri kayak angkat karung dada tegak punggung lurus dhu set dhubellas kalè",
      { pause: 80 },
      { end: true },
      'ngereng dilakukan pagi bân sore sebelum berangkat ke tambak sakalangkong assalamualaikum',
    ],
  },
  {
    name: 'captions-heldout33-fire-station-drill-yard-srt',
    kind: 'captions',
    title: 'Firefighter Mobility & Core Between Shouts – Station Physio on the Drill Yard',
    description:
      'Filmed on the drill yard with Blue Watch and our service physio. We got a shout halfway through – kept it in! Not a substitute for your own assessment.',
    style: 'srt',
    items: [
      "Right, Blue Watch, gather round. Station wear is fine, no fire kit. I'm Jo, the service physio. We've got about twenty minutes unless the bells go.",
      "Dave, you were saying the ladder pitch is killing your back. Thirteen point five metre ladder, four of you, and you're always on the heel. We'll sort that.",
      { ex: "world's greatest stretch", dosage: { reps: 5, side: 'each' } },
      "First one, world's greatest stretch. Big lunge, right foot forward, left hand down, right elbow towards the floor, then rotate and reach the right arm up to the sky. Five each side.",
      { pause: 45 },
      'Keep the back knee off the ground if you can. Swap sides.',
      { pause: 40 },
      { ex: 'dead bug', dosage: { reps: 8, side: 'each' } },
      'Now on your backs on the mats. Dead bug. Arms up, knees up, back flat, lower the opposite arm and leg, and back. Eight each side.',
      { pause: 55 },
      { end: true },
      "Mick, slower, it's not a race. Nobody's timing you, unlike the BA drill.",
      { ex: 'farmer carry' },
      "Next one's a carry. Grab two rolled lengths of hose, one in each hand, walk to the cone and back, tall, shoulders down, don't let them swing.",
      { pause: 60 },
      "That's basically your job, carrying kit up the stairs. Keep your ribs down.",
      { pause: 30 },
      { ex: 'side plank', dosage: { hold_seconds: 20, side: 'each' } },
      'Last one before the tea, side plank. Elbow under the shoulder, hips up, twenty seconds each side.',
      { pause: 22 },
      { end: true },
      '[ALARM SOUNDING]',
      "That's the bells! Go, go, go. Leave the mats, I'll pick them up. Other side next time, Dave!",
    ],
  },
  {
    name: 'captions-heldout33-baggage-handlers-preshift-auto',
    kind: 'captions',
    title: 'Pre-Shift Warm Up for Baggage Handlers – 5 Minutes on the Ramp (Safe Lifting)',
    description:
      "Our ramp team does this at briefing before every early shift. Filmed by stand 22 with the team's OK. Ear defenders on throughout!",
    style: 'vtt-auto',
    items: [
      'morning team quick one before the five forty departures right ear defenders on hi vis on can everyone hear me',
      'two bits of news the alicante is delayed forty minutes and the belt loader on stand twenty two is back in service',
      { ex: 'arm circles', dosage: { reps: 10 } },
      'arms out to the side small circles forward and then bigger ten forward',
      { pause: 15 },
      'and ten backwards',
      { pause: 15 },
      { ex: 'hip hinge', dosage: { reps: 10 } },
      "hands on your hips push your bum back like you're closing a car door with it back flat and stand tall ten of those",
      { pause: 30 },
      { ex: 'squat', dosage: { reps: 10 } },
      "feet wide bend the knees sit down like you're lifting a bag off the belt chest up and drive up ten",
      { pause: 35 },
      { end: true },
      "that's how we lift the heavies anything with a heavy tag over twenty three kilos is a two person lift don't be a hero",
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'arm across your chest hug it in twenty seconds and then the other arm',
      { pause: 45 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'up on your toes and down fifteen good for all that standing around waiting for the tugs',
      { pause: 25 },
      { end: true },
      "radio says the dalaman's on chocks in two minutes stand fourteen let's go team be safe",
    ],
  },
  {
    name: 'captions-heldout33-nursery-nap-time-whisper-vtt',
    kind: 'captions',
    title: 'Back Care for Nursery Staff – Quiet Stretches While the Babies Nap (Tiny Chairs!)',
    description:
      "Filmed in the sleep room during nap time, so we're whispering. Our local physio came in to help the team with sore backs and knees from the kneeling and the tiny chairs.",
    style: 'vtt',
    items: [
      "Hi everyone, I'm whispering because we've got eleven little ones asleep behind me. I'm Priya, I'm a physio, and I've come to help the team with all the kneeling and the tiny chairs.",
      'Sam was telling me she sits on these little chairs about six hours a day, and her knees and back really feel it by Friday. So, four quiet ones.',
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'First, on the little chair. Feet back, lean forward, nose over toes, and stand up without your hands. Sit down slowly. Ten.',
      { pause: 40 },
      'Nine… and ten. Lovely, quiet as a mouse.',
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Next, kneel on the mat, one foot forward, tuck your bottom under and lean forward a little. Feel it at the front of the hip. Thirty seconds, then the other side.',
      { pause: 70 },
      { end: true },
      "Oh, Alfie's stirring. Shh, shh, it's okay sweetheart, back to sleep.",
      { pause: 20 },
      "He's gone off again. Right.",
      { ex: 'cat cow', dosage: { reps: 8 } },
      'On your hands and knees. Round your back up like a cat, and then let it dip down slowly. Eight of those.',
      { pause: 40 },
      { ex: 'neck rotation', dosage: { reps: 5, side: 'each' } },
      'Last one, sitting tall, turn your head slowly to look over one shoulder, and then the other. Five each way.',
      { pause: 30 },
      { end: true },
      "That's it. You can do these at nap time every day. And remind me to look at the changing table before I go, it's far too low.",
    ],
  },
  {
    name: 'captions-heldout33-overnight-ferry-lounge-srt-windows',
    kind: 'captions',
    title: 'Keep Your Legs Moving on the Overnight Ferry – Seat Exercises With a Physio (DVT Tips)',
    description:
      'I was on the overnight crossing with my parents and a lounge full of people sleeping in their seats, so I ran a little session. Talk to your GP about flight socks if you have had a clot before.',
    style: 'srt-windows',
    items: [
      "Evening everyone, I'm Helen, I'm a physio, and I'm not working, I promise. We've got fourteen hours on this crossing, so let's keep the blood moving.",
      '[TANNOY] Ladies and gentlemen, the duty free shop on deck seven is now open. The restaurant closes at ten.',
      'Right, ignore that. You can all stay in your seats for these.',
      { ex: 'ankle pumps', dosage: { reps: 20 } },
      'Feet flat, then point your toes down, and pull them up towards you. Twenty.',
      { pause: 30 },
      { ex: 'seated march', dosage: { reps: 10, side: 'each' } },
      'Now lift one knee up off the seat, put it down, and the other one. Like marching sitting down. Ten each leg.',
      { pause: 40 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      "Shoulders up to your ears, and roll them back and down. Ten. Mind your neighbour's coffee.",
      { pause: 25 },
      { ex: 'seated spinal twist', dosage: { hold_seconds: 10, side: 'each' } },
      'Sit tall, hand on the other armrest, and turn to look behind you. Hold it for ten, then the other way.',
      { pause: 35 },
      { end: true },
      "The gentleman by the window says the sea's getting up. Hold on to something for this last one.",
      { ex: 'calf raise', dosage: { reps: 15 } },
      'Stand up in the aisle, hold the seat in front, and up on your toes, and down. Fifteen.',
      { pause: 30 },
      { end: true },
      "Lovely. Every hour or two while you're awake, and walk to the café and back. Sleep well, see you in Santander.",
    ],
  },
  {
    name: 'captions-heldout33-trap-blood-test-phlebotomy-vtt-rich',
    kind: 'captions',
    title: 'What Happens at a Blood Test? Our Phlebotomist Walks You Through It (Needle-Phobic Friendly)',
    description:
      "For anyone nervous about having bloods taken in the outpatients' blood room. Tell us if you've fainted before – you can lie down.",
    style: 'vtt-rich',
    items: [
      "Hi, I'm Marcus, I'm one of the phlebotomists. Come and sit down. Can you tell me your full name and date of birth for me?",
      "Lovely. Any preference for which arm? Left, okay. Have you ever fainted at a blood test? No? Good. If you feel funny, tell me and we'll lie you back.",
      "Tourniquet goes on the top of your arm, it'll feel tight. Now make a fist for me, and squeeze. Open and close your hand a few times, that makes the vein stand up.",
      { pause: 8 },
      'Keep your arm nice and straight. Small scratch now. Breathe out. You can relax your fist.',
      { pause: 20 },
      "Three bottles today, that's the purple, the yellow and the grey. Nearly done.",
      { pause: 10 },
      "Needle's out. Hold this cotton wool and press firmly for two minutes. Keep your arm straight, don't bend it up, that's how you get a bruise.",
      { pause: 15 },
      'No heavy lifting with that arm for the rest of the day, and maybe skip the gym tonight. No press-ups, no weights, you can go back to it tomorrow.',
      'Plaster stays on for an hour. Results go to your GP in about a week. All done!',
    ],
  },
  {
    name: 'captions-heldout33-trap-piano-movers-stairs-auto',
    kind: 'captions',
    title: 'Moving an Upright Piano Up Two Flights of Stairs – How the Pros Do It',
    description:
      'Two of our movers taking a 230 kg upright up to a second floor flat. Please don’t try this at home – call a specialist piano mover.',
    style: 'vtt-auto',
    items: [
      "right this is a victorian upright about two hundred and thirty kilos and it's going up two flights with a turn at the landing",
      'first the piano board it goes on its side on the board and we strap it three straps ratchet them tight but not too tight',
      { pause: 10 },
      "okay lee you're on the bottom i'm on top bend your knees back straight and lift with your legs not your back",
      'on three one two three lift',
      { pause: 6 },
      'and hold it hold it okay push pull push pull one step at a time',
      { pause: 15 },
      "that's ten steps rest it on the landing both sides down together",
      { pause: 8 },
      'pivot it round the turn tip it up a bit more your side lee',
      { pause: 12 },
      'last flight on three one two three lift',
      { pause: 15 },
      "and down we're in the flat roll it onto the dolly and push it into the corner",
      "twenty stairs and two hundred and thirty kilos that's leg day done for me i'm not going to the gym tonight",
    ],
  },
  {
    name: 'captions-heldout33-trap-guitar-restring-srt',
    kind: 'captions',
    title: 'How to Restring an Acoustic Guitar (and Stop It Going Out of Tune)',
    description:
      "Fresh strings every couple of months if you play a lot. You'll need new strings, a string winder, cutters and a tuner.",
    style: 'srt',
    items: [
      "Hi folks, today we're putting new strings on this dreadnought. These are three months old and they're dead, you can hear it.",
      "Loosen all six, snip them in the middle, and pull the bridge pins out. Don't use your teeth, use the slot on the winder.",
      { pause: 8 },
      'New low E. Ball end in the hole, push the pin in, and hold it down while you pull up on the string so the ball seats against the bridge plate.',
      { pause: 6 },
      'Thread it through the post, leave about two to three fingers of slack, kink it, and wind it on. You want about three wraps, going down the post.',
      { pause: 12 },
      'Same again for the other five. Three on each side of the headstock, wound towards the inside.',
      { pause: 30 },
      'Now the bit everyone skips. Stretch every string: pull it up gently away from the fretboard, a few times along its length, then retune. Do that three or four times.',
      { pause: 15 },
      'Tune up, trim the ends, and you are done. Then go and do your finger exercises, chromatic runs, ten minutes a day. See you next week.',
    ],
  },
];
