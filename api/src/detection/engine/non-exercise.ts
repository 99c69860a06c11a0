/**
 * What a chapter title says when it is NOT an exercise. Checked before the lexicon, so "Glute bridge: common
 * mistakes" is advice about the bridge, not the bridge. Three kinds of evidence, each in the languages the lexicon
 * covers (English, German, Spanish, French, and the Japanese section words):
 *  - section words that mark talk, never a movement (intro, Q&A, safety, common mistakes, bonus tip, anatomy,
 *    equipment, recap, summary, final thoughts, outro...), anywhere in the title;
 *  - a question ("Why does my knee click?", "How long does it last", "What to avoid");
 *  - nothing but generic session words ("Warm up", "Cool down stretches", "Rest", "Water break", "The end"),
 *    which the caller checks only when the lexicon names no exercise ("Cool down: calf stretch" is the stretch).
 */
import { PhraseTrie } from './phrase-trie';
import { tokenize } from './normalize';

const SECTION_PHRASES = [
  // English
  'intro',
  'introduction',
  'outro',
  'q a',
  'qa',
  'faq',
  'question',
  'recap',
  'summary',
  'disclaimer',
  'anatomy',
  'equipment',
  'safety',
  'mistake',
  'tip',
  'final thought',
  'final word',
  'conclusion',
  'wrap up',
  'wrapup',
  'wrapping up',
  'closing',
  'story',
  'research',
  'science',
  'evidence',
  'study',
  'result',
  'explained',
  'explanation',
  'overview',
  'welcome',
  'hello',
  'hi',
  'hey',
  'goodbye',
  'bye',
  'thanks',
  'thank you',
  'subscribe',
  'sponsor',
  'giveaway',
  'announcement',
  'interview',
  'guest',
  'podcast',
  'check in',
  'arrival',
  'settling',
  'centering',
  'set up',
  'setup',
  'get started',
  'getting started',
  'background',
  'theory',
  'diagnosis',
  'symptom',
  'cause',
  'treatment',
  'management',
  'monitoring',
  'advice',
  'recommendation',
  'option',
  'brace',
  'taping',
  'tape',
  'credits',
  'music',
  'agenda',
  'preview',
  'before and after',
  'red flag',
  'warning sign',
  'guideline',
  'precaution',
  'how to progress',
  'when to progress',
  'benefit',
  'modification',
  'link',
  'resource',
  'shout out',
  'shoutout',
  'patreon',
  'membership',
  'coaching',
  'merch',
  'discount',
  'self test',
  'test',
  'retest',
  'reassess',
  'assessment',
  'about',
  'contact',
  'leaflet',
  'handout',
  'information',
  'info',
  'next step',
  'whats next',
  'before you start',
  'before we start',
  'key point',
  'takeaway',
  'take home',
  'how often',
  'reminder',
  // German
  'einleitung',
  'einfuhrung',
  'begrussung',
  'vorstellung',
  'fazit',
  'zusammenfassung',
  'fehler',
  'tipp',
  'frage',
  'fragen',
  'ausrustung',
  'sicherheit',
  'anatomie',
  'abschluss',
  'verabschiedung',
  'erklarung',
  'hintergrund',
  'studie',
  'ergebnis',
  'ergebnisse',
  'warnzeichen',
  'hinweis',
  'vorsichtsmassnahme',
  'kontakt',
  'informationen',
  // Spanish
  'introduccion',
  'presentacion',
  'resumen',
  'conclusion',
  'errore',
  'error',
  'consejo',
  'pregunta',
  'seguridad',
  'anatomia',
  'material',
  'equipo',
  'despedida',
  'explicacion',
  'saludo',
  'bienvenida',
  'bienvenido',
  'precaucion',
  'senales de alarma',
  'contacto',
  'informacion',
  // French
  'presentation',
  'resume',
  'erreur',
  'conseil',
  'securite',
  'materiel',
  'au revoir',
  'explication',
  'bienvenue',
  'bonjour',
  'salut',
  'signes d alerte',
  'informations',
  // Portuguese
  'introducao',
  'apresentacao',
  'resumo',
  'conclusao',
  'consideracoes finais',
  'dica',
  'erro',
  'pergunta',
  'perguntas',
  'seguranca',
  'anatomia',
  'despedida',
  'explicacao',
  'boas vindas',
  'ola',
  'contato',
  'informacoes',
  // Italian
  'introduzione',
  'presentazione',
  'riassunto',
  'riepilogo',
  'conclusione',
  'consiglio',
  'consigli',
  'errori',
  'domanda',
  'domande',
  'sicurezza',
  'spiegazione',
  'benvenuto',
  'benvenuti',
  'ciao',
  'saluti',
  'contatti',
  'informazioni',
  // Dutch
  'inleiding',
  'uitleg',
  'welkom',
  'afsluiting',
  'tot slot',
  'samenvatting',
  'conclusie',
  'vragen',
  'veiligheid',
  // Polish
  'wstep',
  'wprowadzenie',
  'podsumowanie',
  'zakonczenie',
  'wskazowki',
  'pytania',
  'powitanie',
  'bezpieczenstwo',
  'everyone',
  'everybody',
  'guys',
  'folks',
  'return to running',
  'return to sport',
  'massage',
  // Greetings, farewells and cheers that open or close a video
  'accueil',
  'zum schluss',
  'schluss',
  'thats a wrap',
  'youve got this',
  'you got this',
  'well done',
  'great job',
  'see you',
  // Japanese (one token each: the words are written without spaces)
  'はじめに',
  'イントロ',
  'オープニング',
  'エンディング',
  'おわりに',
  '終わりに',
  'まとめ',
  '注意点',
  '最後に',
  '解説',
  '質問',
  'ポイント',
];

/** First words of a question ("how to" is not one: "How to do a squat" names the squat). */
const QUESTION_WORDS = new Set(
  tokenize(
    'why what how when who which where is are can should does warum was wie wann wer welche por que como cuando pourquoi comment quand quoi quel quelle',
  ),
);

/** Words of a chapter that is only a stage of the session, with no movement named. */
const SESSION_WORDS = new Set(
  tokenize(
    `warm up warmup cool down cooldown rest break water pause stretch stretches stretching relaxation relax final
     end the finish finished done transition round set part and a position time session flow routine workout
     exercise exercises circuit block main bonus again start begin breathing breath breathe easy gentle quick
     savasana shavasana corpse meditation it out shake wind strength mobility cardio hiit training arrive arrival
     progression progressions regression regressions s sec secs second seconds min mins minute minutes
     ende aufwarmen abwarmen dehnen dehnung entspannung und
     calentamiento descanso estiramiento estiramientos relajacion vuelta calma fin y el la de los las
     echauffement etirement etirements repos retour au calme et le les des du
     aquecimento alongamento alongamentos descanso intervalo relaxamento volta a calma e o os as
     riscaldamento defaticamento allungamento allungamenti riposo recupero pausa rilassamento e il lo gli le
     finale centring centre center arriving settle respiracao respiracion respiration respirazione atmung
     ademhaling oddech none sit down lie to deep close warming joint joints opening follow along clock timer progressing program programme putting together
     opwarming cooling rust rozgrzewka rozciaganie odpoczynek przerwa wyciszenie`,
  ),
);

/** First-person and second-person words: a title speaking to the viewer is talk, unless it names an exercise. */
const SPEAKER_WORDS = new Set(
  tokenize("i we you my your our let's ich wir mein meine dein yo mi mis nosotros je nous mon ma mes eu nos io noi"),
);

let sections: PhraseTrie<true> | null = null;

function sectionTrie(): PhraseTrie<true> {
  if (!sections) {
    sections = new PhraseTrie<true>();
    for (const phrase of SECTION_PHRASES) sections.add(tokenize(phrase), true);
  }
  return sections;
}

/** A title that is talk whatever else it names: section words, or a question. */
export function isTalk(title: string): boolean {
  if (/\?\s*$/.test(title)) return true;
  const tokens = tokenize(title).filter((t) => t !== '|');
  if (tokens.length === 0) return true;
  // "How to do a squat" names the squat; "When to see a doctor" is talk.
  if (QUESTION_WORDS.has(tokens[0]) && !(tokens[0] === 'how' && tokens[1] === 'to')) return true;
  return sectionTrie().scan(tokens).length > 0;
}

/** A title naming no movement: only session words, or words addressed to the viewer. */
export function namesNoMovement(title: string): boolean {
  const tokens = tokenize(title).filter((t) => t !== '|');
  return tokens.every((t) => SESSION_WORDS.has(t) || /^\d+$/.test(t)) || tokens.some((t) => SPEAKER_WORDS.has(t));
}
