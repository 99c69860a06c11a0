/**
 * The body region a name the lexicon does not know speaks of ("Seated knee flexion" -> lower body), from its own
 * words only, so a neighbouring cue or chapter can never tag it. Region names are the lexicon's body parts.
 */
import type { BodyPart, Category } from './lexicon';
import { foldText, tokenize } from './normalize';

const REGION_WORDS: [BodyPart, string][] = [
  // On all fours the work is the spine's, whatever limb moves ("Quadruped arm lift").
  ['Back', 'quadruped vierfusslerstand cuadrupedia quadrupedie'],
  // The pelvis moves with the lumbar spine ("Pelvic tilt", "Pelvic curl"); "pelvic floor" is read as core below.
  ['Back', 'pelvic pelvis becken pelvis bassin'],
  ['Neck', 'neck cervical chin jaw tmj nacken hals kiefer cuello mandibula cou nuque machoire nek kaak szyja'],
  [
    'Upper Body',
    `shoulder arm elbow wrist hand finger chest bicep biceps tricep triceps forearm scapula scapular pec schulter ellbogen handgelenk brust hombro brazo codo muneca mano pecho epaule bras coude poignet
     main pectoraux radial ulnar putty braco bracos braccio braccia spalla spalle ombro ombros schouder arm armen
     ramie ramiona`,
  ],
  [
    'Lower Body',
    `knee thigh quad quadricep hamstring hip glute leg ankle foot feet calf calve heel toe shin achilles adductor
     knie oberschenkel hufte gesass bein sprunggelenk fuss wade ferse zehe rodilla muslo cadera gluteo
     pierna tobillo pie pantorrilla talon genou cuisse hanche fessier jambe cheville pied mollet joelho perna
     ginocchio gamba gambe been benen kolano noga nogi biodro`,
  ],
  [
    'Back',
    'back spine spinal lumbar thoracic trunk torso rucken wirbelsaule espalda columna tronco dos lombaire tronc',
  ],
  [
    'Core',
    'core ab abs abdominal abdominals belly floor rumpf bauch abdomen abdominale abdominales abdo abdos gainage',
  ],
  ['Full Body', 'full total whole body ganzkorper cuerpo completo corps'],
  // The running drills that carry the legs ("Carioca", "Strides"); hanging from a bar ("Dead hang") loads the arms.
  ['Lower Body', 'carioca stride'],
  ['Upper Body', 'hang hangs hanging'],
  // The main body words of languages whose exercise names the lexicon does not hold (Turkish, Swedish, Greek, Czech,
  // Russian, Ukrainian, Korean, Hindi, Marathi, Finnish, Hungarian, Romanian, Indonesian), in their common forms.
  // Hausa and Esperanto.
  ['Lower Body', 'gwiwa gwiwoyi cinya kafa genuo genuoj femuro'],
  ['Back', 'baya kugu dorso lumbo lumbodoloro dorsdoloro'],
  ['Neck', 'wuya kolo'],
  ['Upper Body', 'kafada hannu sultro brako'],
  // Scottish Gaelic (with the lenited forms: "ghualainn", "chinn"), Malagasy, Pashto and Assamese; Malayalam, Yoruba
  // (its tone marks folded away) and Kyrgyz; Odia, Sorani Kurdish and Luxembourgish; Igbo, Turkmen, Samoan and West
  // Frisian; Javanese, Occitan, Uyghur, Tatar, Tok Pisin and Yiddish.
  ['Lower Body', 'sikil dhengkul genolh genolhs camba cambas تىز پۇت тез тезне аяк аякны lek skru קני'],
  ['Back', 'boyok esquina بەل бил билне baksait רוקן'],
  ['Neck', 'gulu بويۇن ئېڭەك ئېڭەكنى муен nek האַלדז'],
  ['Upper Body', 'pundhak espatla espatlas مۈرە مۈرىنى مۈرىگە كۆكرەك كۆكرەكنى иң иңбаш אַקסל'],
  ['Lower Body', 'ikpere ukwu dyz dyzy dyzyn ayak ayagy baldyr baldyry tulivae vae knibbel knibbels skonk'],
  ['Back', 'azu arka arkan arkanyza rech bekken'],
  ['Neck', 'olu boyun auvae ulu nekke'],
  ['Upper Body', 'ubu aka egin tauau skouder skouders'],
  ['Lower Body', 'ଆଣ୍ଠୁ ଗୋଡ଼ ଗୋଡ ئەژنۆ ئەژنۆکان قاچ قاچەکان knei knéi kneien'],
  ['Back', 'ପିଠି ପିଠିର پشت پشتی reck réck'],
  ['Neck', 'ବେକ چەناگە مل ملی hals'],
  ['Upper Body', 'କାନ୍ଧ ହାତ شان شانەکان دەست schëller scheller broscht'],
  [
    'Lower Body',
    'gluin gluinean ghluin casan chasan sliasaid tongotra voditongotra lohalika ziona زنګون پښه پښې پنډۍ আঁঠু ভৰি উৰু নিতম্ব കാൽ മുട്ട് gigise orunkun тизе тизени тизелерди бут жамбаш жамбашты',
  ],
  ['Back', 'druim dhruim lamosina ملا পিঠি পিঠিৰ কঁকাল നടുവ് бел белди'],
  ['Neck', 'amhach amhaich smiogaid smiogad ceann chinn vozona غاړه ডিঙি കഴുത്ത് моюн'],
  [
    'Upper Body',
    'gualainn guailnean ghualainn slinnean slinneanan broilleach bhroillich gairdean soroka sandry tanana tratra اوږه اوږې لاس কান্ধ হাত বুকু തോൾ കൈ ejika ийин кол колду',
  ],
  [
    'Neck',
    'boyun boynu nacke nacken αυχενα αυχενας λαιμο λαιμος krk krku шея шеи шею шия шиї 목 गर्दन niska niskan nyak gat leher',
  ],
  [
    'Upper Body',
    `omuz omuzlar kol kollar axel axlar ωμο ωμος ωμων χερι χερια rameno ramena ramen paze плечо плечи плеч рука руки
     плече плечі руки 어깨 팔 कंधा कंधे हाथ olkapaa kasi kadet vall vallak kar karok umar umeri brat brate bahu lengan
     tangan खांदा खांदे`,
  ],
  [
    'Back',
    'bel sirt rygg ryggen πλατη πλατης μεση zada zad спина спины спину поясница спини 허리 등 कमर पीठ selka selan hatat spate punggung',
  ],
  [
    'Lower Body',
    `diz dizler kalca bacak bacaklar kna hoft hofter γονατο γονατα ισχιο ποδι ποδια koleno kolena kycel kycle noha nohy
     колено колени бедро бедра нога ноги коліно коліна стегно 무릎 엉덩이 다리 घुटना घुटने कूल्हा पैर polvi polven lonkka
     jalka jalan jalat terd terdek csipo genunchi genunchiul picior picioare lutut pinggul kaki tumit
     पाय टाच टाचा गुडघा गुडघे मांडी पोटरी`,
  ],
  ['Core', 'karin mage magen κοιλια κορμος bricho живот пресс живіт прес 복근 코어 पेट vatsa perut'],
  // The physio words for regions (chest, shoulder blade, calf, shin, sole, Achilles, pelvis) and the plural and
  // case forms names use, in English, the lexicon's languages (German, Spanish, French, Portuguese, Italian, Dutch,
  // Polish) and the languages above.
  ['Back', 'lat lats latissimus bekken miednica miednicy bacino pelve medence panev таз таза тазу 골반'],
  [
    'Neck',
    `cervicale cervicales pescoco collo nekken karku kark szyi шейный шейного шийний шийного gatul gat gatului
     kaula niskan 경추 턱`,
  ],
  [
    'Upper Body',
    `pecs pectoral pectorals rhomboid rhomboids rotator cuff blade blades schulterblatt schulterblatter achsel
     escapula escapulas omoplato omoplatos hombros omoplate omoplates epaules poitrine omoplata peito peitoral
     cotovelo punho scapola scapole gomito polso petto pettorali schouders schouderblad schouderbladen elleboog borst
     borstspier lopatka lopatki lopatek łopatka łopatki łopatek bark barki barkow łokiec łokcia nadgarstek
     nadgarstka klatka klatki klatke piersiowych reka rece лопатка лопатки лопаток плеча плечевой плечевого
     плечей грудь груди грудных локоть локтя локтей запястье запястья кисти руку рук лікоть ліктя запястя кисті
     грудей goguse gogus kurek kurekler omuzlari kollari omuzu umeri umerilor omoplat omoplati piept pectorali
     cot bratele brate ωμοι ωμου ωμοπλατη ωμοπλατες αγκωνας καρπος στηθος στηθουσ θωρακα lapocka lapockak konyok csuklo mellkas
     mell olkapaat hartia hartiat hartioiden kyynarpaa ranne ranteet rinta rintalihas lapaluu lapaluut lapojen
     armbage handled brost brostet skulderblad skulderbladen dada siku 팔꿈치 손목 가슴 흉근 견갑골 견갑 날개뼈 이두 삼두`,
  ],
  [
    'Back',
    `espaldas lombaires colonne coluna costas lombar schiena colonna lombare rug onderrug bovenrug
     wervelkolom plecy plecow kręgosłup kręgosłupa ledzwiowy ledzwiowego ledzwiowej piersiowy piersiowego
     piersiowej поясница поясницы поясницу поясничный поясничного позвоночник позвоночника грудной грудного
     попереку поперек хребет хребта грудний грудного sirti sirtin omurga spatelui coloana coloanei lombara
     lombar σπονδυλικη οσφυικη θωρακικη gerinc derek selkaranka ristiselka landrygg brostrygg pinggang 척추 흉추 요추`,
  ],
  [
    'Lower Body',
    `calves shins sole soles plantar groin buttock buttocks butt hamstrings achillessehne schienbein fusssohle
     knochel rodillas tobillos pies gemelo gemelos caderas isquiotibial isquiotibiales isquio isquios espinilla
     aquiles genoux pieds cuisses fessiers ischio ischios jambier jambiers tibia joelhos tornozelo tornozelos pes
     panturrilha coxa coxas quadril anca ancas gluteos pernas calcanhar canela ginocchia caviglia caviglie piede
     piedi polpaccio polpacci coscia cosce glutei femorali ischiocrurali tallone knieen voet voeten kuit kuiten dij
     dijen bovenbeen heup heupen bil billen scheenbeen achillespees kolana kolan kostka kostki stopa stopy łydka
     łydki łydek udo uda biodra bioder posladek posladki posladkow golen piszczel achillesa колена коленей
     коленом голеностоп голеностопа голеностопного голень голени икры икроножной икроножных стопы стопа стоп
     бедер ягодиц ягодицы ягодичный ягодичных ягодичного тазобедренный тазобедренного ног ногу колін гомілки литки
     литок стопи стегон сідниць сідниці ніг ногу dizleri baldir uyluk topuk bacaklari kalcalar kalcayi ayak
     glezna gleznei gleznele coapsa coapse coapsei solduri soldului fesier fesieri fese calcai gamba
     genunchii αστραγαλος αστραγαλου πελμα γαμπα γαμπας γαμπες γαμπων γονατου γονατων ποδιου ισχιου ισχιων μηρος μηρου ισχια γλουτος γλουτοι γλουτων terdek boka
     bokak talp vadli comb combok farizom fenek polvet nilkka nilkan jalkapohja pohje pohkeet pohkeen reisi reiden
     lonkan pakara pakarat pakaroiden akillesjanne fotled fotleden fot fotter lar laret hoften satet rumpa hälsena
     betis paha bokong lali 발목 종아리 햄스트링 둔근 고관절 허벅지 발바닥 정강이 아킬레스 대퇴`,
  ],
  [
    'Core',
    `oblique obliques abdomen abdominaux ventre abdominais barriga addominali buik buikspieren romp brzuch brzucha
     brzuszki живота пресса косых преса karnin govde abdominali κοιλιακοι κοιλιακων hasizom hasizmok torzs
     vatsalihakset keskivartalo magmuskler 복부`,
  ],
];

/**
 * The body words of the round-4 languages written with spaces: Catalan, Danish, Norwegian, Vietnamese, Hebrew,
 * Arabic, Tagalog, Malay, Swahili, Persian, Urdu, Bengali (Vietnamese only where its folded spelling names nothing
 * else). They tag a move, but do not make a chapter exercise-like (`regionOf(words, false)`): a talk or a podcast
 * in those languages names the knee and the back as often as a workout does, and the engine cannot read its topic
 * words ("أسباب آلام الركبة", "Knæ og trapper").
 */
const TAG_ONLY_REGION_WORDS: [BodyPart, string][] = [
  ['Neck', 'coll nakke nakken צוואר רقبة الرقبة رقبة leeg shingo گردن ঘাড়'],
  [
    'Upper Body',
    `espatlla espatlles brac skulder skuldre skulderen skuldrene vai כתף כתפיים الكتف كتف الكتفين balikat braso bega
     mkono شانه کندھا কাঁধ`,
  ],
  ['Back', 'esquena ryg ryggen lænd גב الظهر ظهر likod belakang mgongo کمر پشت কোমর পিঠ'],
  [
    'Lower Body',
    `genoll genolls maluc cames knæ kne knæet kneet hofte hoften ben bein benet beinet goi hong chan ברך ברכיים
     ירך רגל רגליים الركبة ركبة الورك ورك الساق ساق tuhod balakang binti paa kaki goti nyonga mguu زانو لگن گھٹنا হাঁটু`,
  ],
  ['Core', 'mave bung בטן البطن بطن tiyan tumbo شکم پیٹ পেট'],
  // Croatian, Serbian (both scripts), Bosnian, Slovenian, Bulgarian and Slovak, and Danish, Norwegian, Catalan
  // and Vietnamese forms; and words of the languages above that also mean something else ("list" is the calf in
  // Croatian, "vrata" a door, "lab" the Hungarian foot, "vad" the Swedish "what", "enkel" the Dutch "only").
  ['Back', 'zdjelica zdjelice karlica karlice карлица medenica panva'],
  [
    'Neck',
    `vrat vrata vratni vratne vratnu vratu vratom cervikalni cervikalne врат вратни vratu šija sije vratna
     врата шия шията halsen nakken nakkens`,
  ],
  [
    'Upper Body',
    `rame ramena ramenima ramenu ramene lakat lakta laktom laktovi laktova saka sake zapesce zapesca ruka ruke ruku rukom prsa prsni prsne
     lopatica lopatice podlaktica podlaktice раме рамена лакат шака рука руке груди рамо рамене раменете раменния ръка ръце
     лакът китка китки гърди гръден гръдни лопатка лопатки plece plecia laket lakte zapastie zapästie hrudnik rama
     komolec zapestje roka roke prsni prsna prsi albue albuen albuer handled handledd handleddet bryst brystet
     brystmuskel skulderblad skulderbladene colze colzes canell canells pit pectoral pectorals omoplat omoplats
     escapula escapules nguc pols polsen hand handen`,
  ],
  [
    'Back',
    `leđa ledja leđna leđni ledja kraljeznica kraljeznice kicma kicme kicmeni lumbalni slabinski кичма леђа гръб
     гърба гръбнак гръбначен гръбначния кръст кръста chrbat chrbta chrbtica chrbtice driek hrbet hrbta
     hrbtenica hrbtenice ledveni ledja korsrygg korsryggen lænden columna esquena`,
  ],
  [
    'Lower Body',
    `koljeno koljena koljenu koljenima gleznja gležanj gleznjeva glezanj stopalo stopala stopalom list lista
     listova kuk kuka kukovi kukova natkoljenica bedro bedra straznjica nogu noge nogom nozi potkoljenica peta pete
     koleno kolena clanak skocni колено колена зглоб скочни стопало кук бутина нога ноге коляно колене коленете
     глезен глезена глезените стъпало стъпалата прасец прасци прасеца седалище седалищни седалищните крак крака
     краката хълбок хълбока clenok clenka chodidlo lytko lytka stehno stehna zadok sedacie gleženj glezenj gleznja
     meca mecne stegno kolk kolka zadnjica noga ankel anklen ankler fod fødder læg lægge laeg lar laret balde
     balder rumpe legg leggen fot føtter lab labak enkel enkels vad vaden vader turmell turmells peus
     panxell bessons cuixa cuixes malucs gluti glutis talo dui mong`,
  ],
  [
    'Core',
    'trbuh trbusni trbusnjaci trup trbuha корем коремни коремните корема brucho brusne trebuh trebusne mave maven mage magen panxa',
  ],
  // Georgian, Armenian, Tamil, Amharic, Kazakh, Nepali, Maltese and Uzbek, with the case forms names use.
  [
    'Neck',
    'კისერი კისრის ნიკაპი ნიკაპის պարանոց պարանոցի կզակ կզակի கழுத்து கழுத்தை தாடை አንገት አንገትን አገጭ አገጭን мойын мойынды мойынның иек घाँटी ghonq geddum boyin boynini iyak',
  ],
  [
    'Upper Body',
    `მხარი მხრის მხრები მკლავი მკლავის ხელი ხელის მკერდი მკერდის ბეჭი ბეჭების იდაყვი მაჯა ուս ուսի ուսեր ուսերի
     ձեռք ձեռքի թև թևի կրծք կրծքի կրծքավանդակ թիակ թիակների արմունկ դաստակ தோள் தோள்பட்டை கை கைகள் மார்பு முழங்கை
     மணிக்கட்டு ትከሻ ትከሻን ክንድ እጅ ደረት ክርን ምላጭ ምላጮችን иық иықты қол қолды кеуде жауырын шынтақ білезік काँध काँधको हात छाती
     कुहिनो नाडी spalla spallejn driegh sider minkeb yelka yelkani qol kokrak kokrakni kurak tirsak bilak`,
  ],
  [
    'Back',
    'ზურგი ზურგის ხერხემალი წელი წელის մեջք մեջքի ողնաշար முதுகு முதுகுத்தண்டு ጀርባ ወገብ арқа арқаны омыртқа ढाड मेरुदण्ड dahar sinsla orqa umurtqa',
  ],
  [
    'Lower Body',
    `მუხლი მუხლის ბარძაყი ბარძაყის ფეხი ფეხის ფეხები კოჭი წვივი ქუსლი ქუსლის თეძო დუნდული დუნდულოს ծունկ ծնկի ազդր
     ազդրի ոտք ոտքի ոտքեր կոճ սրունք կրունկ հետույք முழங்கால் தொடை கால் கணுக்கால் குதிகால் பிட்டம் ጉልበት ጭን እግር
     ቁርጭምጭሚት ተረከዝ ዳሌ ቂጥ ባት тізе сан аяқ аяқты тобық өкше жамбас бөксе балтыр घुँडा तिघ्रा खुट्टा गोलीगाँठो
     कुर्कुच्चा पिँडौला irkoppa koxxa sieq saqajn ghaksa gharqub tizza oyoq topiq tovon dumba boldir`,
  ],
  ['Core', 'მუცელი მუცლის որովայն வயிறு ሆድ іш құрсақ zaqq qorin'],
  // Belarusian, Mongolian, Gujarati, Punjabi, Zulu, Irish and Haitian Creole, with the case forms names use.
  [
    'Neck',
    `шыя шыі шыю падбародак падбародка хүзүү хүзүүний хүзүүг эрүү эрүүгээ ગરદન ગરદનનું દાઢી ਗਰਦਨ ਠੋਡੀ intamo isilevu
     muineál mhuiníl smig smige kou manton`,
  ],
  [
    'Upper Body',
    `плячо пляча плячэй плячыма рука рукі грудзі грудзей грудных лапатак лапаткі локаць мөр мөрний мөрөө гар гарын
     цээж цээжний дал далаа далны тохой бугуй ખભા ખભો ખભાના ખભાનું હાથ છાતી છાતીનું કોણી કાંડું ਮੋਢਾ ਮੋਢੇ ਮੋਢਿਆਂ
     ਬਾਂਹ ਬਾਹਾਂ ਹੱਥ ਛਾਤੀ ਕੂਹਣੀ ਗੁੱਟ ihlombe amahlombe ingalo izingalo isandla isifuba esifubeni indololwane guaillí
     gualainn gualainne lámh láimh brollach cliabhrach chliabhraigh ucht slinneán slinneáin uillinn zepòl pwatrin
     omoplat koud ponyèt`,
  ],
  [
    'Back',
    `спіна спіны спіну пазваночнік паясніца нуруу нурууны нугалам бүсэлхий પીઠ કરોડરજ્જુ કમર ਪਿੱਠ ਰੀੜ੍ਹ ਕਮਰ umhlane
     umgogodla droim droma dhroim`,
  ],
  [
    'Lower Body',
    `сцягно сцягна калена калені нага нагі назе ног ступня ступні ступнёй лытка лыткі ікроножнай пятка пяткай таз таза
     ягадзіц ягадзічны түнх түнхний өвдөг өвдгөө өвдгийг хөл хөлний шагай шагайгаа шагайг шилбэ шилбэний өсгий
     өсгийгөө гуя гуяны өгзөг өгзөгний аарцаг аарцгийн હિપ ઘૂંટણ પગ પગની ઘૂંટી પિંડી પિંડીનું જાંઘ જાંઘના એડી
     નિતંબ ਕੁੱਲ੍ਹੇ ਗੋਡਾ ਗੋਡੇ ਲੱਤ ਲੱਤਾਂ ਪੈਰ ਗਿੱਟਾ ਗਿੱਟੇ ਪਿੰਨੀ ਪਿੰਨੀਆਂ ਪੱਟ ਅੱਡੀ ਚਿੱਤੜ inqulu idolo amadolo umlenze
     imilenze unyawo izinyawo iqakala isithende izinqe ithanga yethanga cromán cromáin glúin glúine coise chos
     rúitín rúitíní cholpa másaí ceathrún janm jenou pye cheviy molèt kwis fès gjambe gjambis zenoli zenoi
     tumeng tumengmo zenocio zenoci kòlano kòlana nodze nogã bioderka`,
  ],
  ['Core', 'жывот жывата брушны гэдэс хэвлий પેટ ਪੇਟ isisu bolg bhoilg vant'],
  // Friulian, Venetian, Bislama, Ilocano and Gĩkũyũ backs; Aragonese, Cornish, Hiligaynon and Gĩkũyũ arms and
  // shoulders; Hiligaynon and Sindhi necks; Low German hips, Hmong, Gĩkũyũ, Bambara and Sakha legs and knees.
  ['Back', 'schena baksaed bakbon mũgongo'],
  ['Upper Body', 'brazo brazos codo costiella skoedh diwskoedh vregh diwvregh abaga butkon guoko moko'],
  ['Neck', 'liog ڪنڌ'],
  ['Lower Body', 'hüft hüften ceg maru kunbere атах атахха атаххын'],
  // Aymara, Kirundi, Mapudungun and Karakalpak knees and legs, Võro backs, Ossetian shoulders, Saraiki knees and legs, Walloon shoulders, Nahuatl necks, Konkani (Romi) backs, Cape Verdean and Mauritian shoulders, Mauritian necks,
  // Ewe backs and Maithili shoulders.
  ['Lower Body', 'qunquri qunqurimax qunqurinaka گوڈا گوڈے گوڈیاں لت لتاں ivi bwivi amavi namun tize tizeńiz tizeni'],
  ['Back', 'patt pattik pattichi megbe sälg sälä'],
  ['Upper Body', 'ónbru onbru zepol कान्ह spale spales уæхск уæхсчытæ'],
  ['Neck', 'likou mokech kechtli'],
];

/**
 * Body words of the languages written without spaces (Chinese, Japanese, Thai), found inside a longer token
 * ("膝伸展", "股関節ストレッチ", "ยืดกล้ามเนื้อน่อง"); the earliest in the name wins, the longest where two start
 * together ("胸椎" is the thoracic spine, not the chest). Tag only, as for the round-4 languages.
 */
const UNSPACED_REGION_WORDS: [BodyPart, string][] = [
  // Muscles whose names hold another part's character: the iliopsoas (腸腰筋) is a hip flexor, the gastrocnemius
  // (腓腹筋) a calf muscle.
  ['Lower Body', '腸腰筋 髂腰肌 腸腰肌 梨状筋 梨状肌 腓腹筋 腓肠肌 腓腸肌 ヒラメ筋 比目鱼肌'],
  ['Back', '胸椎 腰椎 脊柱 脊椎 背骨 背中 背部 腰部 腰 背 骨盤 骨盆 กระดูกสันหลัง หลังส่วนล่าง หลังส่วนบน เอว'],
  ['Neck', '首 頸 颈 脖子 颈部 頸部 ต้นคอ'],
  [
    'Upper Body',
    `肩甲骨 肩胛骨 肩胛 肩膀 肩 腕 手首 手腕 肘 胸 大胸筋 胸肌 手臂 臂 上腕 二頭筋 三頭筋 ไหล่ แขน ข้อมือ ศอก หน้าอก สะบัก`,
  ],
  [
    'Lower Body',
    `膝 ひざ 膝盖 膝蓋 足首 脚踝 腳踝 踝 足裏 足底 足 脚 腳 腿 小腿 大腿 太もも ふくらはぎ すね 股関節 髋 髖 お尻 臀部 臀 ハムストリング
     腘绳肌 膕繩肌 アキレス腱 跟腱 เข่า สะโพก ข้อเท้า น่อง ต้นขา ขา เท้า ก้น แฮมสตริง`,
  ],
  ['Core', '体幹 腹筋 お腹 腹部 腹肌 核心 腹 ท้อง แกนกลาง หน้าท้อง'],
  // Burmese and Sinhala: knee, leg, heel, thigh; waist and back; neck; shoulder.
  ['Lower Body', 'ဒူး ခြေထောက် ပေါင် දණහිස කකුල විලුඹ කලවා'],
  // Taiwanese Hokkien knees and legs.
  ['Lower Body', '跤頭趺 跤'],
  ['Back', 'ခါး ကျော ကොන්ද'],
  ['Neck', 'လည်ပင်း බෙල්ල'],
  ['Upper Body', 'ပခုံး උරහිස'],
];

/**
 * Korean body words, matched on the syllables (the tokenizer decomposes Hangul): a word with a particle or a
 * following word glued to it ("무릎을", "어깨운동") is found by its beginning; a one-syllable word ("목", "등",
 * "팔", "발") only alone or before a particle, since it begins many other words.
 */
const KOREAN_REGION_WORDS: [BodyPart, string][] = [
  ['Back', '허리 등 척추 흉추 요추 골반'],
  ['Neck', '목 경추 턱'],
  ['Upper Body', '어깨 팔 팔꿈치 손목 손 가슴 흉근 견갑골 견갑 날개뼈 이두 삼두'],
  ['Lower Body', '무릎 발목 종아리 햄스트링 엉덩이 둔근 고관절 허벅지 다리 발 발바닥 정강이 아킬레스 대퇴'],
  ['Core', '복근 코어 배 복부'],
];
const KOREAN_PARTICLES = [
  '에서',
  '으로',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '와',
  '과',
  '의',
  '에',
  '도',
  '만',
  '로',
  '랑',
];

/**
 * German (and Dutch) compound heads: a German name joins the body part to the move ("Nackengleiten", "Rumpfdrehung",
 * "Fußkanten-Stand"), so a long token beginning with one of these names that region.
 */
const COMPOUND_HEADS: [BodyPart, string][] = [
  ['Neck', 'nacken hals'],
  ['Upper Body', 'schulter schulterblatt ellbogen handgelenk brust finger'],
  ['Back', 'rucken wirbelsaule becken'],
  ['Core', 'rumpf bauch'],
  ['Lower Body', 'knie hufte huft bein fuss fusse waden ferse zehen oberschenkel gesass sprunggelenk'],
  // Dutch joins them the same way ("kuitstretch", "heupbrug", "schoudercirkels", "buikademhaling"); not "nek", the
  // ending of a Hungarian dative, nor "bil", the start of "bilateral".
  ['Upper Body', 'schouder borst'],
  ['Core', 'buik romp'],
  ['Lower Body', 'kuit heup dij hamstring'],
  // Marathi glues its postpositions to the oblique form of the noun ("गुडघ्याखाली", under the knee; "खांद्यावर").
  ['Upper Body', 'खांद्या'],
  ['Lower Body', 'गुडघ्या पाया टाचे'],
];
const MIN_COMPOUND_TAIL = 4;

/**
 * Movements that imply a region when no body part is named ("Arnold press", "Decline squat", "Swan"), read in the
 * order the name's words come, so the word that qualifies the move decides first ("Jefferson curl" rolls the spine
 * down: back; "Zottman curl" is an arm curl; "Nordic curl" works the hamstrings).
 */
const MOVEMENT_WORDS: [BodyPart, string][] = [
  // A torsion, the Pilates spine moves ("Swan", "Saw") and the Jefferson curl (a segmental roll down) move the spine.
  ['Back', 'torsion swan saw jefferson'],
  // Moves of the whole body: crawls, jacks, sprawls, burpees, sun salutations, inchworms, thrusters, rowing machines.
  ['Full Body', 'salutation burpee jack crawl sprawl inchworm thruster rowing rower treadmill elliptical'],
  // A halo circles a weight round the head: shoulders.
  ['Upper Body', 'press curl row grip pushup dip fly halo'],
  ['Lower Body', 'squat lunge march marching bridge step deadlift nordic'],
];

const CATEGORY_WORDS: [Category, string][] = [
  ['Flexibility', 'stretch stretching pose dehnung dehnen estiramiento etirement'],
  ['Breathing', 'breathing breath atmung respiracion respiration'],
  ['Balance', 'balance stance gleichgewicht equilibrio equilibre'],
  ['Mobility', 'mobility mobilisation mobilization circles rotation flexion extension mobilitat movilidad mobilite'],
  ['Strength', 'strength strengthening raise press curl row isometric kraftigung fuerza renforcement'],
];

const index = <T>(table: [T, string][]) => {
  const map = new Map<string, T>();
  for (const [value, words] of table) for (const word of tokenize(words)) if (!map.has(word)) map.set(word, value);
  return map;
};

/**
 * A knee brought to the chest stretches the low back, as the lexicon's knee to chest does, in any language:
 * "Колене към гърдите", "Diz göğüse çekme", "ดึงเข่าชิดอก", "무릎 가슴으로 당기기".
 */
const KNEE_WORDS = new Set(
  tokenize(`knee knie rodilla genou joelho ginocchio ginocchia kolano kolana колено колене колени коленете коліно коліна
    diz dizi dizler dizleri γονατο γονατα koleno kolena koljeno koljena genunchi genunchiul genunchii lutut polvi
    polvet polven terd terdek kna knan knæ kne knærne genoll genolls knieen gluin glun`),
);
const CHEST_WORDS = new Set(
  tokenize(`chest brust borst pecho poitrine peito petto klatki klatka груди грудь гърдите гърди goguse gogus gogse
    στηθος στηθουσ prsa prsi hrudnik piept dada rinta rintaan mellkas mellkashoz brost brostet bryst brystet pit
    cliabh ucht`),
);
const UNSPACED_KNEE = /膝|ひざ|เข่า|무릎/u;
const UNSPACED_CHEST = /胸|อก|가슴/u;

function kneeToChest(tokens: readonly string[]): boolean {
  const joined = tokens.join(' ').normalize('NFC');
  return (
    (tokens.some((t) => KNEE_WORDS.has(t)) || UNSPACED_KNEE.test(joined)) &&
    (tokens.some((t) => CHEST_WORDS.has(t)) || UNSPACED_CHEST.test(joined))
  );
}

/**
 * Rolling or dropping the bent knees to one side and the other ("Knee rolls", "Knee drops", "Knee rocks side to
 * side") turns the trunk; knees rocked with no side ("Seated knee rocks") bend the knee.
 */
const ROLL_WORDS = new Set(tokenize('roll rolls drop drops'));
const ROCK_WORDS = new Set(tokenize('rock rocks sway sways'));
const SIDE = tokenize('side')[0];
function kneesSideToSide(tokens: readonly string[]): boolean {
  if (!tokens.some((t) => KNEE_WORDS.has(t))) return false;
  return tokens.some((t) => ROLL_WORDS.has(t)) || (tokens.some((t) => ROCK_WORDS.has(t)) && tokens.includes(SIDE));
}

/**
 * Words that name where the body lies or the pelvis that moves with any leg or trunk move, not the part worked:
 * "Floor bridge", "Pelvic bridge with march" work the lower body as the lexicon's glute bridge does. When a name
 * also names the lower body (a leg word or a lower-body move), that decides; alone they keep their region
 * ("Pelvic tilt": back; "Quadruped rock back": back).
 */
const POSITION_WORDS = new Set(
  tokenize('pelvic pelvis becken bassin floor quadruped vierfusslerstand cuadrupedia quadrupedie'),
);
/**
 * "Back" before a lower-body move says where one lies or which way one steps ("Back squat", "Back lunge", "Bridge on
 * your back"): the move decides. With a body word it stays a region ("Back and hip stretch": back).
 */
const DIRECTION_WORDS = new Set(tokenize('back'));
const QUADRUPED = new Set(tokenize('quadruped vierfusslerstand cuadrupedia quadrupedie'));
/** Joints named after "quadruped": the part worked (an arm or a leg lifted on all fours stays the spine's work). */
const JOINT_WORDS = new Set(
  tokenize('wrist wrists hand hands shoulder shoulders hip hips knee knees ankle ankles neck'),
);

let regions: Map<string, BodyPart> | null = null;
let unspaced: [string, BodyPart][] | null = null;
let korean: Map<string, BodyPart> | null = null;
let tagOnlyRegions: Map<string, BodyPart> | null = null;
let heads: [string, BodyPart][] | null = null;
let movements: Map<string, BodyPart> | null = null;
let categories: Map<string, Category> | null = null;

/**
 * The region of the first body part named ("Wall slides for the knee" -> lower body), else of the movement. With
 * `tagOnly` false, the body words kept for tags only (TAG_ONLY_REGION_WORDS) are not read.
 */
/**
 * Vietnamese body words, read on the words as written: folded, "cổ" (neck) is "co" and "bên" (side) is "ben", a
 * Scandinavian leg. Only in a title written in Vietnamese (its own letters: ơ, ư, ă, đ and the stacked tones).
 */
const VIETNAMESE = /[ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const VIETNAMESE_BODY: [string, BodyPart][] = [
  ['cổ', 'Neck'],
  ['gáy', 'Neck'],
  ['vai', 'Upper Body'],
  ['tay', 'Upper Body'],
  ['ngực', 'Upper Body'],
  ['lưng', 'Back'],
  ['cột sống', 'Back'],
  ['gối', 'Lower Body'],
  ['chân', 'Lower Body'],
  ['hông', 'Lower Body'],
  ['mông', 'Lower Body'],
  ['bắp chân', 'Lower Body'],
  ['cổ chân', 'Lower Body'],
  ['bụng', 'Core'],
];
function vietnameseRegion(words: string): BodyPart | null {
  const spaced = ` ${words
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}]+/gu, ' ')} `;
  let best: { at: number; length: number; region: BodyPart } | null = null;
  for (const [word, region] of VIETNAMESE_BODY) {
    const at = spaced.indexOf(` ${word} `);
    // The earliest body word, the longer one where two start together ("cổ chân" is the ankle, not the neck).
    if (at >= 0 && (!best || at < best.at || (at === best.at && word.length > best.length)))
      best = { at, length: word.length, region };
  }
  return best?.region ?? null;
}

export function regionOf(words: string, tagOnly = true): BodyPart | null {
  if (VIETNAMESE.test(words)) {
    const region = vietnameseRegion(words);
    if (region) return region;
  }
  regions ??= index(REGION_WORDS);
  tagOnlyRegions ??= index([...REGION_WORDS, ...TAG_ONLY_REGION_WORDS]);
  const known = tagOnly ? tagOnlyRegions : regions;
  movements ??= index(MOVEMENT_WORDS);
  const tokens = tokenize(words);
  // "Knee to elbow", "elbow to knee": bringing a limb of each half together works the trunk between them.
  const joined = /\b(\p{L}+) to (\p{L}+)\b/u.exec(tokens.join(' '));
  if (joined) {
    const pair = new Set([known.get(joined[1]), known.get(joined[2])]);
    if (pair.has('Upper Body') && pair.has('Lower Body') && !kneeToChest(tokens)) return 'Core';
  }
  if (kneeToChest(tokens) || kneesSideToSide(tokens)) return 'Back';
  for (let i = 0; i < tokens.length; i++) {
    const region = known.get(tokens[i]) ?? (tagOnly ? wordInside(tokens[i]) : null) ?? koreanWord(tokens[i]);
    if (region === 'Back' && tokens[i] === 'pelvic' && tokens[i + 1] === 'floor') return 'Core';
    if (region === 'Full Body' ? tokens[i + 1] !== 'body' : !region) continue;
    if (POSITION_WORDS.has(tokens[i]) && namesLowerBody(tokens, known, true)) return 'Lower Body';
    // "Quadruped wrist rocks", "Quadruped shoulder taps": on all fours, a joint named after it is the part worked.
    if (QUADRUPED.has(tokens[i])) {
      const joint = tokens.slice(i + 1).find((t) => JOINT_WORDS.has(t));
      if (joint) return known.get(joint) ?? region;
    }
    // "Towel stretch behind the back": where the towel is, not the part worked.
    if (tokens[i] === 'back' && tokens[i - 2] === 'behind') continue;
    if (DIRECTION_WORDS.has(tokens[i]) && namesLowerBody(tokens, known, false)) return 'Lower Body';
    return region ?? null;
  }
  heads ??= COMPOUND_HEADS.flatMap(([region, words]) => tokenize(words).map((w): [string, BodyPart] => [w, region]));
  for (const t of tokens) {
    // A German compound is a kind of its last part ("Brustwirbelsäule" is spine, not chest), else of its first.
    const last = heads.find(([w]) => t.length >= w.length + MIN_COMPOUND_TAIL && t.endsWith(w));
    const head = last ?? heads.find(([w]) => t.length >= w.length + MIN_COMPOUND_TAIL && t.startsWith(w));
    if (head) return head[1];
  }
  for (const t of tokens) {
    const region = movements.get(t);
    if (region) return region;
  }
  return null;
}

/** Whether a name names a lower-body move ("Floor bridge"), or with `parts` a leg part ("Pelvic tilt with leg slide"). */
function namesLowerBody(tokens: readonly string[], known: Map<string, BodyPart>, parts: boolean): boolean {
  movements ??= index(MOVEMENT_WORDS);
  if (!parts && tokens.some((t) => known.get(t) !== undefined && !DIRECTION_WORDS.has(t))) return false;
  return tokens.some((t) => (parts && known.get(t) === 'Lower Body') || movements?.get(t) === 'Lower Body');
}

// (And Burmese and Sinhala, whose words take their particles and case endings glued on: "ဒူးကို", "දණහිස්".)
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\u0e00-\u0e7f\u1000-\u109f\u0d80-\u0dff]/;

/** The body word found earliest inside a token of an unspaced script (the longest of those starting there). */
function wordInside(token: string): BodyPart | null {
  if (!UNSPACED_SCRIPT.test(token)) return null;
  unspaced ??= UNSPACED_REGION_WORDS.flatMap(([region, words]) =>
    words
      .split(/\s+/)
      .filter((w) => w !== '')
      .map((w): [string, BodyPart] => [foldText(w), region]),
  ).sort((a, b) => b[0].length - a[0].length);
  let best: [number, BodyPart] | null = null;
  for (const [word, region] of unspaced) {
    const at = token.indexOf(word);
    if (at >= 0 && (best === null || at < best[0])) best = [at, region];
  }
  return best?.[1] ?? null;
}

const HANGUL_JAMO = /[\u1100-\u11ff]/;

/** A Korean body word at the start of a token, followed by nothing, a particle, or (for longer words) any syllable. */
function koreanWord(token: string): BodyPart | null {
  if (!HANGUL_JAMO.test(token)) return null;
  korean ??= new Map(
    KOREAN_REGION_WORDS.flatMap(([region, words]) => words.split(' ').map((w): [string, BodyPart] => [w, region])),
  );
  const syllables = token.normalize('NFC');
  let found: BodyPart | null = null;
  let length = 0;
  for (const [word, region] of korean) {
    if (!syllables.startsWith(word) || word.length <= length) continue;
    const rest = syllables.slice(word.length);
    if (rest === '' || KOREAN_PARTICLES.includes(rest) || word.length >= 2) [found, length] = [region, word.length];
  }
  return found;
}

export function categoryOf(words: string): Category | null {
  categories ??= index(CATEGORY_WORDS);
  for (const t of tokenize(words)) {
    const category = categories.get(t);
    if (category) return category;
  }
  return null;
}
