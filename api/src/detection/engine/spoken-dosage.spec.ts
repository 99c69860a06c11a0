import { digitsForNumberWords, spokenDosage, spokenDosages } from './spoken-dosage';

describe('spoken dosage', () => {
  it('turns number words into digits', () => {
    expect(digitsForNumberWords('Two sets of fifteen, hold forty-five seconds')).toBe('2 sets of 15, hold 45 seconds');
    expect(digitsForNumberWords('this one, then one more')).toBe('this one, then one more');
    expect(digitsForNumberWords('kolmekymmentäviisi, napulog lima, hai mươi lăm, עשרים וחמש, بیست و پنج')).toBe(
      '35, 15, 25, 25, 25',
    );
    expect(digitsForNumberWords('۳۰ ثانیه, ٣٠, ३०, ๓๐')).toBe('30 ثانیه, 30, 30, 30');
    expect(digitsForNumberWords('विचार, सातत्य, הצד השני, יום שני, Lima, usa')).toBe(
      'विचार, सातत्य, הצד השני, יום שני, Lima, usa',
    );
  });

  it.each([
    [['Towel under the arm. Two sets of fifteen.'], { sets: 2, reps: 15 }],
    [['nice and controlled eight each side'], { reps: 8, side: 'each' }],
    // The other side in its turn after the dose is that dose each side.
    [['Hold for thirty seconds, then swap feet.'], { hold_seconds: 30, side: 'each' }],
    [['Start with your left leg.', 'Ten reps.'], { reps: 10 }],
    [['Do this three times a day.'], {}],
    [['Five to ten minutes a few times a day beats one long walk.'], { hold_seconds: 300 }],
    // Every minute on the minute: the minutes are sets.
    [['Fifteen swings at the top of every minute, for five minutes.'], { sets: 5, reps: 15 }],
    [['Eight each arm every minute, five minutes.'], { sets: 5, reps: 8, side: 'each' }],
    // Polish, Greek and Flemish counts.
    [['Trzy serie po dwanaście powtórzeń.'], { sets: 3, reps: 12 }],
    [['Δύο σετ των δώδεκα.'], { sets: 2, reps: 12 }],
    [['Δέκα φορές.'], { reps: 10 }],
    // Welsh (with its mutated "phob"), Icelandic, Kazakh and Basque; a dash in speech is a pause, not a dose's mark.
    [['Dwy set o wyth.'], { sets: 2, reps: 8 }],
    [['Deuddeg gwaith gyda phob coes.'], { reps: 12, side: 'each' }],
    [['Daliwch am ugain eiliad, wedyn newidiwch goesau.'], { hold_seconds: 20, side: 'each' }],
    [['Tólf sinnum með hvorum fæti.'], { reps: 12, side: 'each' }],
    [['басыңыз бес секунд ұстаңыз он рет'], { reps: 10, hold_seconds: 5 }],
    [['Eutsi hogei segundoz eta aldatu besoa.'], { hold_seconds: 20, side: 'each' }],
    [['Pump your ankles — 10'], {}],
    // Bengali, with "times" glued to the count, and Urdu.
    [['এভাবে দশবার করবেন'], { reps: 10 }],
    [['দশবার করে তিন সেট'], { sets: 3, reps: 10 }],
    [['پانچ سیکنڈ روکیں، دس بار کریں۔'], { reps: 10, hold_seconds: 5 }],
    // Latvian, Armenian, Georgian (with "times" glued to the count), Mongolian and Maltese (with its "-il").
    [['Astoņas reizes ar katru kāju.'], { reps: 8, side: 'each' }],
    [['պահեք հինգ վայրկյան տասը անգամ'], { reps: 10, hold_seconds: 5 }],
    [['გაიმეორეთ ათჯერ.'], { reps: 10 }],
    [['Гурван цуврал, цуврал бүрт арван удаа.'], { sets: 3, reps: 10 }],
    [['Tnax-il darba kull sieq.'], { reps: 12, side: 'each' }],
    // Tatar, Yiddish and Tok Pisin.
    [['Ике серия, ун тапкырдан.'], { sets: 2, reps: 10 }],
    [['צוויי סעטס פֿון צוועלף.'], { sets: 2, reps: 12 }],
    [['holim inap twenti sekon na senisim lek'], { hold_seconds: 20, side: 'each' }],
    // Amharic, Nepali, Catalan and Afrikaans counts, and their other side in turn.
    [['በእያንዳንዱ በኩል አምስት ጊዜ።'], { reps: 5, side: 'each' }],
    [['አምስት ሰከንድ ይያዙ፣ አስር ጊዜ ይድገሙ።'], { reps: 10, hold_seconds: 5 }],
    [['हरेक साइडमा आठ पटक'], { reps: 8, side: 'each' }],
    [['Mantingueu vint segons i canvieu de cama.'], { hold_seconds: 20, side: 'each' }],
    [['Vuit cap a cada costat.'], { reps: 8, side: 'each' }],
    [['Twee stelle van tien.'], { sets: 2, reps: 10 }],
    [['Hou dit vir twintig sekondes, en dan die ander been.'], { hold_seconds: 20, side: 'each' }],
    [['Drie reeksen van tien.'], { sets: 3, reps: 10 }],
    [['Ten slow ones, only as far as is comfortable.'], { reps: 10 }],
    [['Same set up, rotate in towards your tummy. Fifteen again.'], { reps: 15 }],
    [['Ten, nine, eight, seven, six.'], {}],
    // A count opening a sentence before how to do it, or closing one after the move is named.
    [['Now lateral hops over a line. Ten, landing quietly.'], { reps: 10 }],
    [['Round two, squats, fifteen again.'], { reps: 15 }],
    [['Five, four, three, two, one, rest.'], {}],
    // The other side in its turn, in the languages read.
    [['Five of these, then we switch legs.'], { reps: 5, side: 'each' }],
    [['Ten of those, switch to the left leg.'], { reps: 10, side: 'each' }],
    [['Pidä kolmekymmentä sekuntia ja vaihda puolta.'], { hold_seconds: 30, side: 'each' }],
    [['Giữ ba mươi giây, sau đó đổi bên.'], { hold_seconds: 30, side: 'each' }],
    [['Dreißig Sekunden halten, dann Seite wechseln.'], { hold_seconds: 30, side: 'each' }],
    [['Treinta segundos y luego cambia de lado.'], { hold_seconds: 30, side: 'each' }],
    [['Her iki taraf için on iki tekrar.'], { reps: 12, side: 'each' }],
    [['Tap your knees, then switch.'], {}],
    [['保持三十秒，然后换另一边。'], { hold_seconds: 30, side: 'each' }],
    // As coaches ask for a count or a hold without its unit; a range said with "or" counts from its lower bound.
    [['Squats, feet wide. Give me twelve.'], { reps: 12 }],
    [['Give me thirty seconds.'], { hold_seconds: 30 }],
    [['Push down and lift. Hold for ten, and lower. Three times.'], { reps: 3, hold_seconds: 10 }],
    [['Lift the hips. Hold it for a good twenty.'], { hold_seconds: 20 }],
    [['Go like three or four per side.'], { reps: 3, side: 'each' }],
    // Chinese counts in Han numerals before their unit ("一下" is "a moment", no count).
    [['保持五秒，然后放松，一共做十次。'], { hold_seconds: 5, reps: 10 }],
    [['两组，每组十二次。'], { sets: 2, reps: 12 }],
    [['夹一下，放松。'], {}],
    [['Держим двадцать секунд, затем то же самое в другую сторону.'], { hold_seconds: 20, side: 'each' }],
    [['Menținem treizeci de secunde, apoi partea cealaltă.'], { hold_seconds: 30, side: 'each' }],
    // Swahili and Arabic (standard and Egyptian) counts.
    [['Mara kumi na tano.'], { reps: 15 }],
    [['Sekunde ishirini kwa kila mguu.'], { hold_seconds: 20, side: 'each' }],
    [['Tuanze kwa kutembea papo hapo. Dakika moja.'], { hold_seconds: 60 }],
    [['هنكرر الحركة دي عشر مرات بالراحة'], { reps: 10 }],
    [['تلات مجموعات كل مجموعة عشر مرات'], { sets: 3, reps: 10 }],
    [['اثبت تلاتين ثانية وبعدين الرجل التانية'], { hold_seconds: 30, side: 'each' }],
    [['ten more come on, hold it, thirty more seconds'], {}],
    // Counting aloud from one, a count said alone or with the move's noun, in the languages read.
    [['Kettlebell deadlift. One. Two. Three. Four. Five. Six. Seven. Eight. Nine. Ten. Park it.'], { reps: 10 }],
    [['Heel raises. Up onto your toes and slowly down. Fifteen.'], { reps: 15 }],
    [['Slide the towel forward, then bring it back.', 'Ten slides.'], { reps: 10 }],
    [['Twenty of those. They help the circulation.'], { reps: 20 }],
    [['Лягте на спину и поднимите таз вверх. Двенадцать раз.'], { reps: 12 }],
    [['Duduk, berdiri, lalu duduk lagi. Delapan kali saja.'], { reps: 8 }],
    [['Тридцять секунд.'], { hold_seconds: 30 }],
    [['Húzzuk hátra a lapockákat. Tízszer.'], { reps: 10 }],
    [['now stand up from the chair and sit back down slowly only five of these sitting again'], { reps: 5 }],
    [['Muovete le caviglie su e giù. Venti volte.'], { reps: 20 }],
    [['Dez vezes, trocando devagar.'], { reps: 10 }],
    [['Diğer bacağı uzatın ve değiştirin. On kez.'], { reps: 10 }],
    [['Hold it. Five to go.'], {}],
    [['Due serie da dieci.'], { sets: 2, reps: 10 }],
    [['To sæt af ti.'], { sets: 2, reps: 10 }],
    [['Doze repetições.'], { reps: 12 }],
    [['Ten gentle ones.'], { reps: 10 }],
    [['Walk to the door and back.'], {}],
    [['Pri výdychu chrbát vyhrbíte, pri nádychu ho prehnete. Desaťkrát.'], { reps: 10 }],
    [['Vystrite opačnú ruku a nohu. Osem na každú stranu.'], { reps: 8, side: 'each' }],
    [['Kaldırın ve indirin. Üç set, on iki tekrar.'], { sets: 3, reps: 12 }],
    [['One more. Two more. Three.'], {}],
    // Durations and counts as speech says them.
    [['Hold it for half a minute, three times.'], { sets: 3, hold_seconds: 30 }],
    [['Hold for a minute.'], { hold_seconds: 60 }],
    [['Stay there for a minute and a half.'], { hold_seconds: 90 }],
    [['Three times twelve.'], { sets: 3, reps: 12 }],
    [['Drie keer twaalf.'], { sets: 3, reps: 12 }],
    [['Drei mal zwölf Wiederholungen.'], { sets: 3, reps: 12 }],
    [['Three times thirty seconds.'], { sets: 3, hold_seconds: 30 }],
    [['Walk for a minute, then rest.'], { hold_seconds: 60 }],
    [['Hug your right knee in for twenty seconds... and now the left.'], { hold_seconds: 20, side: 'each' }],
    [['Eight with the right leg, then eight with the left.'], { reps: 8, side: 'each' }],
    [['Ten forwards, then ten backwards.'], { reps: 10, side: 'each' }],
    // Alternating moves switch at every rep: no side.
    [['Tap your left shoulder with your right hand, then switch. Twenty taps in total.'], { reps: 20 }],
    [['Ten squats. And then change to lunges.'], { reps: 10 }],
    // Finnish
    [['Kaksi sarjaa, kymmenen toistoa.'], { sets: 2, reps: 10 }],
    [['Nosta jalka suoraksi. Kymmenen kertaa kummallakin jalalla.'], { reps: 10, side: 'each' }],
    [['Pidä kolmekymmentä sekuntia, sitten vaihda.'], { hold_seconds: 30 }],
    [['Pidä venytys kolmenkymmenen sekunnin ajan molemmin puolin.'], { hold_seconds: 30, side: 'each' }],
    [['Kaksikymmentäviisi toistoa.'], { reps: 25 }],
    [['Kävele paikallaan yksi minuutti.'], { hold_seconds: 60 }],
    [['Pidä puoli minuuttia.'], { hold_seconds: 30 }],
    // Persian, in words and in its own digits
    [['پاها را بالا بیاورید. ده بار.'], { reps: 10 }],
    [['سه ست دوازده‌تایی انجام بدید.'], { sets: 3, reps: 12 }],
    [['سی ثانیه نگه دارید.'], { hold_seconds: 30 }],
    [['یک دقیقه راه بروید.'], { hold_seconds: 60 }],
    [['پانزده بار هر طرف.'], { reps: 15, side: 'each' }],
    [['بیست و پنج ثانیه نگه دارید.'], { hold_seconds: 25 }],
    [['۳ ست ۱۰ تکرار'], { sets: 3, reps: 10 }],
    [['یک، دو، سه، چهار، پنج، شش، هفت، هشت، نه، ده'], { reps: 10 }],
    // Hebrew, both genders
    [['הרימו את הרגל. עשר פעמים.'], { reps: 10 }],
    [['תחזיקו עשרים שניות.'], { hold_seconds: 20 }],
    [['שלוש סדרות של עשר.'], { sets: 3, reps: 10 }],
    [['שלושה סטים של חמש עשרה חזרות.'], { sets: 3, reps: 15 }],
    [['שתים עשרה חזרות לכל צד.'], { reps: 12, side: 'each' }],
    [['עשרים וחמש שניות.'], { hold_seconds: 25 }],
    [['הולכים במקום דקה אחת.'], { hold_seconds: 60 }],
    // Marathi, in words and in Devanagari digits
    [['पाय वर उचला. १० वेळा.'], { reps: 10 }],
    [['५ सेकंद धरून ठेवा.'], { hold_seconds: 5 }],
    [['३ सेट करा.'], { sets: 3 }],
    [['दहा वेळा प्रत्येक पायाने.'], { reps: 10, side: 'each' }],
    [['तीस सेकंद धरून ठेवा.'], { hold_seconds: 30 }],
    [['पंधरा वेळा करा.'], { reps: 15 }],
    // Cebuano: the linker "ka" between number and unit
    [['Napulo ka beses.'], { reps: 10 }],
    [['Duha ka set, napulo ka beses matag tiil.'], { sets: 2, reps: 10, side: 'each' }],
    [['Kawhaan ka segundos, dayon ilisi.'], { hold_seconds: 20 }],
    [['Lima ka beses matag kilid.'], { reps: 5, side: 'each' }],
    [['Napulog duha ka beses.'], { reps: 12 }],
    [['Usa ka minuto lang.'], { hold_seconds: 60 }],
    [['Usa, duha, tulo, upat, lima, unom.'], { reps: 6 }],
    // Tagalog: the linker "-ng" / "na"
    [['Sampung beses.'], { reps: 10 }],
    [['Dalawang set ng sampu.'], { sets: 2, reps: 10 }],
    [['Tatlumpung segundo bawat binti.'], { hold_seconds: 30, side: 'each' }],
    [['Apat na beses bawat gilid.'], { reps: 4, side: 'each' }],
    [["Dalawampu't limang segundo."], { hold_seconds: 25 }],
    [['Isang minuto lang.'], { hold_seconds: 60 }],
    // Vietnamese
    [['Nâng chân lên. Mười lần.'], { reps: 10 }],
    [['Hai hiệp, mỗi hiệp mười hai lần.'], { sets: 2, reps: 12 }],
    [['Giữ ba mươi giây.'], { hold_seconds: 30 }],
    [['Mười lăm lần mỗi bên.'], { reps: 15, side: 'each' }],
    [['Đi bộ năm phút.'], { hold_seconds: 300 }],
    [['Một, hai, ba, bốn, năm, sáu.'], { reps: 6 }],
    // Thai: no spaces, a count read with the unit after it
    [['ยกขาขึ้น 10 ครั้ง'], { reps: 10 }],
    [['ยกขาขึ้นสิบครั้งนะคะ'], { reps: 10 }],
    [['ค้างไว้สามสิบวินาที'], { hold_seconds: 30 }],
    [['ข้างละ 10 ครั้ง'], { reps: 10, side: 'each' }],
    [['ทำ 2 รอบ'], { sets: 2 }],
    [['สองเซต เซตละสิบห้าครั้ง'], { sets: 2, reps: 15 }],
    [['๑๐ ครั้ง'], { reps: 10 }],
    // Korean: native numbers with 번, Sino-Korean with 회, 초, 분, and digits glued to the counter
    [['다리를 들어 올립니다. 열 번.'], { reps: 10 }],
    [['10회 3세트 하세요.'], { sets: 3, reps: 10 }],
    [['삼십 초 동안 버티세요.'], { hold_seconds: 30 }],
    [['양쪽 열 번씩.'], { reps: 10, side: 'each' }],
    [['한쪽씩 열두 번 하겠습니다.'], { reps: 12, side: 'each' }],
    [['세 세트, 열다섯 번씩.'], { sets: 3, reps: 15 }],
    [['일 분 동안 걷습니다.'], { hold_seconds: 60 }],
    [['하나, 둘, 셋, 넷, 다섯, 여섯.'], { reps: 6 }],
    // Words that are also other words, and counts of "more", stay unread.
    [['I grew up in the USA, then moved to Lima.'], {}],
    [['Kaya mo ba? Sige na, isa pa.'], {}],
    [['Năm nay tôi tập nhiều hơn.'], {}],
    [['Hai visto? Tre serie da dieci.'], { sets: 3, reps: 10 }],
    [['Je ne sais pas, deux fois.'], { reps: 2 }],
    [['तेरा नाम क्या है, विचार करो.'], {}],
    [['이 세트 끝나면 쉬세요.'], {}],
    [['한 번 더. 네 번째 동작입니다.'], {}],
    [['열 번 더.'], {}],
    [['Làm lại một lần nữa.'], {}],
    [['ده بار دیگه.'], {}],
    [['نه، این کار را نکنید.'], {}],
    [['Sampung beses pa.'], {}],
    [['นั่งบนเก้าอี้ สามารถทำได้'], {}],
    [['Treinta y cinco segundos.'], { hold_seconds: 35 }],
    [['Trinta e cinco segundos.'], { hold_seconds: 35 }],
    // A time with a plural unit is no count of the move ("Ten slides.").
    [['Veinte segundos.'], { hold_seconds: 20 }],
    [['Kawhaan ka segundos.'], { hold_seconds: 20 }],
    // Indonesian, Malay and Sundanese tens; Venetian, Neapolitan, Friulian, Silesian, Kashubian, Limburgish, Bislama.
    [['Tahan tiga puluh detik.'], { hold_seconds: 30 }],
    [['Tahan dua puluh detik, teras gentos suku.'], { hold_seconds: 20, side: 'each' }],
    [['Dodese volte, po cambiè gamba.'], { reps: 12, side: 'each' }],
    [["Quinnece vote pe' parte."], { reps: 15, side: 'each' }],
    [['Dôs seriis di dîs.'], { sets: 2, reps: 10 }],
    [['Trzidziści sekund.'], { hold_seconds: 30 }],
    [['Piãtnôsce razy na kòżdą nogã.'], { reps: 15, side: 'each' }],
    [['Twie series van twelf.'], { sets: 2, reps: 12 }],
    [['Tu set blong twelef taem.'], { sets: 2, reps: 12 }],
    // Sicilian, Bavarian, Low German, Setswana, Afaan Oromo, Gĩkũyũ, Sranan Tongo, Cornish and White Hmong.
    [['Quinnici voti pi ogni latu.'], { reps: 15, side: 'each' }],
    [['Zwoa Sätz zu zwölf.'], { sets: 2, reps: 12 }],
    [['Twölf Maal op jede Siet.'], { reps: 12, side: 'each' }],
    [['Makgetlo a le lesome le botlhano.'], { reps: 15 }],
    [['Yeroo saddeet.'], { reps: 8 }],
    [['Maita ikũmi.'], { reps: 10 }],
    [['Dertitenti sekonde, dan a tra futu.'], { hold_seconds: 30, side: 'each' }],
    [['Dewdhek gweyth.'], { reps: 12 }],
    [['Kaum tsib zaug txhua txhais ceg.'], { reps: 15, side: 'each' }],
    [['March on the spot for one minute.'], { hold_seconds: 60 }],
    // Kabyle, Piedmontese, Krio, Sindhi, Chamorro, Sakha and Bambara (its unit first).
    [['Tmanya n tikkal yal tama.'], { reps: 8, side: 'each' }],
    [['Doe serie da dódes.'], { sets: 2, reps: 12 }],
    [['Tu sɛt, ɛni wan fiftin tɛm.'], { sets: 2, reps: 15 }],
    [['پندرنهن ڀيرا'], { reps: 15 }],
    [['Dosse biåhi kada bånda.'], { reps: 12, side: 'each' }],
    [['Икки подход, уон биэс төгүл.'], { sets: 2, reps: 15 }],
    [['Seri fila, siɲɛ tan ni duuru.'], { sets: 2, reps: 15 }],
    [['दू सेट, बारह-बारह बेर।'], { sets: 2, reps: 12 }],
    [['Lé eme sekend atɔ̃. Zi ewo.'], { hold_seconds: 5, reps: 10 }],
    [['Dò serie de dodes.'], { sets: 2, reps: 12 }],
    [['zepol dousman tini ven segonn sak kote'], { hold_seconds: 20, side: 'each' }],
    [['兩組，一組十擺。'], { sets: 2, reps: 10 }],
    [['Daa set, queig keayrtyn jeig.'], { sets: 2, reps: 15 }],
    [['Du set, her set dazdeh caran.'], { sets: 2, reps: 12 }],
    [["E piti pupu, 'ahuru ma piti taime i te pupu hō'ē."], { sets: 2, reps: 12 }],
    [['deûs sèreyes di doze'], { sets: 2, reps: 12 }],
    [['fata amasegonda atanu, incuro cumi'], { hold_seconds: 5, reps: 10 }],
    [['eki seriya on eki kere'], { sets: 2, reps: 12 }],
    [['ibalik me adwang set labing adwang besis'], { sets: 2, reps: 12 }],
    [['Seeri ɗiɗi, laabi jeetati kala baŋnge.'], { sets: 2, reps: 8, side: 'each' }],
    [['Куамын секунд котькуд пыд вылын.'], { hold_seconds: 30, side: 'each' }],
    [['İki seriya, sekiz kerä her tarafa.'], { sets: 2, reps: 8, side: 'each' }],
    [['doe serie de dozze'], { sets: 2, reps: 12 }],
    [['ݙو سیٹ، ٻارھاں واری'], { sets: 2, reps: 12 }],
    [['kimsa tunka segundo sapa kayumpi'], { hold_seconds: 30, side: 'each' }],
  ])('reads %j', (texts, dosage) => {
    expect(spokenDosage(texts)).toEqual(dosage);
  });

  it('gives the cue opening a segment to that segment, though segments start on whole seconds', () => {
    const cues = [
      { start: 65.49, text: 'Now the clamshell. Fifteen each side.' },
      { start: 123.585, text: 'Last, the hip flexor stretch. Thirty seconds each side.' },
    ];
    const segments = [
      { start: 65, end: 124 },
      { start: 124, end: 197 },
    ];
    expect(spokenDosages(cues, segments)).toEqual([
      { reps: 15, side: 'each' },
      { hold_seconds: 30, side: 'each' },
    ]);
  });

  it('reads the counts of Zazaki, Bemba, Khasi, Kikongo, Niuean, Pangasinan, Erzya and Tuvan', () => {
    expect(spokenDosage(['Pancês rey her lingî rê.'])).toMatchObject({ reps: 15, side: 'each' });
    expect(spokenDosage(['Imiku ikumi.'])).toMatchObject({ reps: 10 });
    expect(spokenDosage(['Ikateni ama second amakumi yatatu.'])).toMatchObject({ hold_seconds: 30 });
    expect(spokenDosage(['Khatsan sien ia man la ka kjat.'])).toMatchObject({ reps: 15, side: 'each' });
    expect(spokenDosage(['Mbala kumi na tanu.'])).toMatchObject({ reps: 15 });
    expect(spokenDosage(['Fakahogofulu ma lima.'])).toMatchObject({ reps: 15 });
    expect(spokenDosage(['Taofi tolugofulu e sekone.'])).toMatchObject({ hold_seconds: 30 });
    expect(spokenDosage(['Samplon beses balang bangir.'])).toMatchObject({ reps: 10, side: 'each' });
    expect(spokenDosage(['Кемкавтово раз эрьва пильгесэ.'])).toMatchObject({ reps: 12, side: 'each' });
    expect(spokenDosage(['Ийи подход, он ийи катап.'])).toMatchObject({ sets: 2, reps: 12 });
  });

  it('reads the counts of Navajo, Komi, Rarotongan, Greenlandic, Karelian, Sango and Mirandese', () => {
    expect(spokenDosage(['Hold it ashdlaʼ seconds. Neeznáá.'])).toMatchObject({ hold_seconds: 5, reps: 10 });
    expect(spokenDosage(['Дас кык пӧв быд бокӧ.'])).toMatchObject({ reps: 12, side: 'each' });
    expect(spokenDosage(["Rua nga'uru tekona ki te vae tāta'i."])).toMatchObject({ hold_seconds: 20, side: 'each' });
    expect(spokenDosage(['Marluk sæt, femten gange.'])).toMatchObject({ sets: 2, reps: 15 });
    expect(spokenDosage(['Kakši подхода, kakšitoista kertua, kumpaiseki puoli.'])).toMatchObject({
      sets: 2,
      reps: 12,
      side: 'each',
    });
    expect(spokenDosage(['Seconde balë-otâ, na gere ôko ôko.'])).toMatchObject({ hold_seconds: 30, side: 'each' });
    expect(spokenDosage(['Aguantai cinco segundos, dieç bezes.'])).toMatchObject({ hold_seconds: 5, reps: 10 });
  });

  it('reads the counts of Lakota, Ojibwe, Gilbertese, Maa, Tuvaluan, Cherokee, Marshallese, Kalmyk and Chechen', () => {
    expect(spokenDosage(['Hold záptaŋ seconds, wikčémna times.'])).toMatchObject({ hold_seconds: 5, reps: 10 });
    expect(spokenDosage(['Midaaswi-ashi-naanan each side.'])).toMatchObject({ reps: 15, side: 'each' });
    expect(spokenDosage(['Uoua sets, tebwi ma nimaua times.'])).toMatchObject({ sets: 2, reps: 15 });
    expect(spokenDosage(['Shikilia sekunde imiet, mara tomon.'])).toMatchObject({ hold_seconds: 5, reps: 10 });
    expect(spokenDosage(['Lua sefulu sekone each side.'])).toMatchObject({ hold_seconds: 20, side: 'each' });
    expect(spokenDosage(['Talisgohi seconds, then the other foot.'])).toMatchObject({ hold_seconds: 20, side: 'each' });
    expect(spokenDosage(['Ruo sets, joñoul ļalem.'])).toMatchObject({ sets: 2 });
    expect(spokenDosage(['Держим тавн секунд. Арвн раз.'])).toMatchObject({ hold_seconds: 5, reps: 10 });
    expect(spokenDosage(['Ткъе итт секунд.'])).toMatchObject({ hold_seconds: 30 });
  });

  it('reads the counts of Latgalian, Abkhaz, Tausug, Choctaw, Buryat, Karachay-Balkar, Madurese and Mohawk', () => {
    expect(spokenDosage(['Div sērejis pa dasmit.'])).toMatchObject({ sets: 2, reps: 10 });
    expect(spokenDosage(['Ҩба подхода по жәеҩа.'])).toMatchObject({ sets: 2, reps: 12 });
    expect(spokenDosage(['Kawhaan segundo, tagsa-tagsa siki.'])).toMatchObject({ hold_seconds: 20, side: 'each' });
    expect(spokenDosage(['Pokoli tuklo seconds, each foot.'])).toMatchObject({ hold_seconds: 20, side: 'each' });
    expect(spokenDosage(['Хоёр подход, арбан хоёр.'])).toMatchObject({ sets: 2, reps: 12 });
    expect(spokenDosage(['Он кере хар джанына.'])).toMatchObject({ reps: 10, side: 'each' });
    expect(spokenDosage(['Tello polo detik tiap kaki.'])).toMatchObject({ hold_seconds: 30, side: 'each' });
    expect(spokenDosage(['Hold it, wisk seconds. Oié:ri times.'])).toMatchObject({ hold_seconds: 5, reps: 10 });
  });
});
