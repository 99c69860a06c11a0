/**
 * The units doses are said and written in, in the languages read beyond the base ones of the dose reader (English,
 * German, Spanish, French, Italian, Portuguese, Dutch, Welsh: dosage.ts), by the field each gives: the one place a
 * language's "times", "sets", "seconds" and "minutes" are kept. The dose reader, the number-word reader and the cheap
 * tests that pick the texts worth reading all take their words from here.
 *
 * Each entry is a fragment of a regular expression, matched case-insensitively as a whole word after its number: some
 * carry the linker said before them ("ka beses", "na set"), the case endings they take ("sekund(?:ów|ow)?") or what
 * must not follow ("lần" but not "lần nữa", ten more). Entries are separated by white space.
 */
const fragments = (text: string): readonly string[] => text.trim().split(/\s+/u);

export const FOREIGN_UNIT_WORDS = {
  reps: fragments(String.raw`
    (?:ka|na)\s+(?:beses|ulit|reps?|times) v[òo]lt bês kuti pavtt f[èe]yes trekan ret besis kerä пол k[õo]rda
    v[òo]tte хатты keayrtyn cheayrt caran taime واری 擺 (?:n\s+)?tikkal vire tɛm stɛp biåhi төгүл ڀيرا बेर gweyth
    zaug tron moi maal voti stap vegadas voltis vote тапкыр(?:дан)? מאָל taim c[òo]ps reizēm darba gezek kear
    ngā\s+wā ଥର جار mol реттен തവണ жолу ځله বাৰ tursan turas ကြိမ် సార్లు jeer အကြိမ် ka\s+(?:balik|higayon) वेळा
    पुनरावृत्ती مرات مرة تكرارات تكرار عدات تکرار بار(?!\s+دیگ) বার חזרות פעמים ครั้ง lần(?!\s+nữa) lượt gentagelser
    gange repetisjoner repetisjon ulit beses(?!\s+pa(?![\p{L}])) ulangan mara 次 下 раз(?:а|и|ів)? повторени[йяе]
    повторен(?:ь|ня) повтор(?:ов|а)? повт\. tekrar kez kere repetitioner g[åa]nger ggr επαναλ[ήη]ψεις επαν\.
    φορ[έε]ς opakov[áa]n[íi] kr[áa]t toisto[at]? kertaa ism[ée]tl[ée]s(?:t|sel)? sz[eoö]r kali (?:de\s+)?repet[ăa]ri
    (?:de\s+)?ori ponavljanj[ae] ponovitev ponovitv[ei] puta пъти пута понављања kartoj(?:imai|imų|imu|ai) reizes
    kart(?:ų|ai|us) kordust korda herhalings? endurtekning\p{L}* sinnum aldiz errepikapen(?:ak)? d[əe]f[əe]
    t[əe]krar(?:lar)? пати повторувањ[ае] مرتبه دفعه -?ჯერ გამეორებ(?:ა|ით) անգամ կրկնություն முறை(?:கள்)? தடவை ጊዜ
    ድግግሞሽ рет қайталау पटक(?:को)? दोहोर्याइ darbiet darbi r[ie]petizzjonijiet marta takror(?:lash)? разоў
    паўтор(?:аў|ы|энняў|эння) удаа давталт વખત વાર પુનરાવર્તન(?:ો)? ਵਾਰ ਦੁਹਰਾਓ n-uaire uair(?:e|eanta)?
    athr[áa](?:ite|nna)? fwa repetisyon 회씩 회 번씩 번(?!\s*더) बार rey mul sien катап пӧв kertua bezes taimi reizis дахин кере kalè
  `),
  sets: fragments(String.raw`
    sɛt séri s[èe]reyes pupu seeri[äa]t сериты n\s+s[ée]ries سيٽ serii dörchgäng pawg seriis סעטס серия цуврал
    sērejis tapgyr ସେଟ୍ سێت s[äa]tz സെറ്റ് سیټه سیټونه ছেট sheata seata seataichean andiany (?:ka|na)\s+(?:sets?|rounds?)
    ဆက် సెట్లు సెట్ kierrosta kierros مجموعات مجموعة جولات ست دور סבבים סיבובים फेऱ्या سیٹ সেট סטים סדרות เซ็ต เซต
    รอบ hi[ệe]p s[æe]tt? seti 组 組 s[ée]ri[ií] сери[ийяю] серија серије serij[aeo]s? подход(?:а|ов)? підход(?:и|ів)?
    сет(?:а|ов)? σετ σειρ[έε]ς sarjaa? sorozat seeriat? stelle lotur s[ēe]rij(?:as|a|os) seri(?:a|t[ëe])? d[əe]st
    szett სერი(?:ა|ები) მიდგომ(?:ა|ები) սերիա մոտեցում շրջան செட்(?:கள்)? சுற்று(?:கள்)? ዙር ስብስብ айналым राउन्ड
    settijiet serj[ei] seriya yondashuv падыход(?:ы|аў)? сэт(?:ы|аў)? ээлж સેટ ਸੈੱਟ ਸੈਟ sraith(?:eanna)? shraith 세트
    सेट
  `),
  seconds: fragments(String.raw`
    sɛkɔn segondes sekondit segondi segundu d[ei]\s+secunde sekondyn çirkeyan çirke tetoni sigundu segonn sekend
    сөкүүндэ سيڪنڊ secunni sekundn sekunnen sekonde eylenn vib\s+nas\s+this seken seconts sek[ùu]nd(?:ów|ow)?
    seconde סעקונדעס sekon segondas sekunt sekonden hēkona hekona ସେକେଣ୍ଡ چرکە sekonnen സെക്കൻഡ് സെക്കന്റ് ثانیې
    ছেকেণ্ড diogan diog segondra సెకన్లు సెకన్ల ilbiriqsi (?:ka|na)\s+segundos? sekunnin
    सेकंद(?:ां(?:साठी|पर्यंत)?|े)? ثانية ثوان[يٍ]? ثانیه سیکنڈ সেকেন্ড שניות วินาที gi[âa]y segundo saat sekunde
    sekunder (?:de\s+)?secunde sekundi sek[úu]nd sekundes sekund[žz]i[uų] sekundės saniye sn sekuntia? sekundit
    sekondes? segundo(?:z|tan|ak) saniy[əe] sek[úu]nd(?:ur|um) mp m[áa]sodperc detik сек(?:унд[аиы]?)? с
    δευτερ[όο]λεπτα δευτ წამ(?:ი|ით|ის)? վայրկյան வினாடி(?:கள்)? நொடி(?:கள்)? ሰከንድ sekondi soniya સેકન્ડ ਸਕਿੰਟ
    ਸੈਕਿੰਡ ਸੈਕੰਡ soicind(?:í)? shoicind segond 초간 초씩 초 सेकंड सेकेंड सेकेन्ड सेकन्ड saniyeyan (?:e\s+)?sekone секундат tekona sekundua sekundis
  `),
  minutes: fragments(String.raw`
    meneti ମିନିଟ୍ خولەک മിനിറ്റ് دقیقې minitra mionaid(?:ean)? (?:ka|na)\s+minutos? မိနစ် నిమిషాలు నిమిషం daqiiqo
    daqiiqadood minuutin मिनिट(?:ां(?:साठी|पर्यंत)?|े|ं)? minut[ëe] minutu(?:z|ak|tan)? d[əe]qiq[əe] минут[аи]?
    دقيقة دقائق دقیقه منٹ মিনিট דקות דקה นาที phút 分钟 分鐘 minit de\s+minute minutt(?:er)? minuter minuuttia? minutit
    min[úu]t(?:ur|um) dakika dk perc menit мин(?:ут[аы]?)? хвилин[аи]? λεπτ[άαόο] წუთ(?:ი|ით|ის)? րոպե
    நிமிட(?:ம்|ங்கள்) ደቂቃ daqiqa хвілін(?:а|ы|у)? મિનિટ ਮਿੰਟ n[óo]im[ée]a?d(?:a|ú|í)? nh?[óo]im[ée]id bh?omaite 분간 분
    मिनट मिनेट
  `),
} as const;

/**
 * The units of the languages that write a unit before its number (Swahili, Zulu, Hausa, Sinhala; Burmese seconds;
 * Malagasy "segondra 20", "minitra 1"; Igbo "ugboro 10", "sekọnd 20", "usoro 2"; Samoan "faʻa 10", "sekone e 20";
 * Javanese "ping 10"; Setswana "makgetlo a le 10", "disete di le 2", "metsotswana e le 20"; Afaan Oromo "yeroo 10",
 * "marsaa 2", "sekondii 5"; Gĩkũyũ "maita 10", "sekondi 20"), by the field they give, entries as above.
 */
export const UNIT_FIRST_WORDS = {
  reps: fragments(String.raw`
    zi nyadi okang incuro laabi siɲɛ mara marudio izikhathi amaphinda ukuphinda sau වාර ìgbà igba ìgbésẹ̀ igbese
    ugboro faʻa fa’a ping makgetlo(?:\s+a\s+le)? yeroo maita imiku mbala vawi fani
  `),
  sets: fragments(String.raw`
    seeri seri seti amasethi amaseti isethi saiti කට්ටල usoro disete(?:\s+di\s+le)? marsaa ama\s+set s[ée]ries
  `),
  seconds: fragments(String.raw`
    segɔndi sekend amasegonda segond sekunde imizuzwana umzuzwana daƙiƙa dakiku තත්පර စက္ကန့် segondra ìṣẹ́jú-àáyá
    iseju-aaya sekọnd sekond sekone(?:\s+e)? metsotswana(?:\s+e\s+le)? sekondii sekondi ama\s+second sekonde seconde
  `),
  minutes: fragments(String.raw`
    dakika imizuzu umzuzu minti මිනිත්තු විනාඩි minitra
  `),
} as const;
