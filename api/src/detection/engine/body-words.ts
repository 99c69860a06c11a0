/**
 * Words that tell an instruction describes a move: the body parts it places or moves, and the things it uses
 * ("stand up from the chair", "walk your fingers up the wall"). Shared by the naming-cue rule (caption-segmenter.ts)
 * and the loose cue matcher (loose-cues.ts), which never lets one of these go unsaid.
 */
import { tokenize } from './normalize';

/** The body words an instruction that describes a move places or moves, in the six languages read. */
export const DESCRIBED_BODY_WORDS: ReadonlySet<string> = new Set(
  tokenize(
    [
      'quad quadricep hamstring calf calve glute hip shoulder neck back core ab chest knee ankle wrist elbow tricep',
      'bicep leg arm foot feet toe tiptoe heel hand palm forearm finger thigh shin belly tummy stomach bottom',
      'buttock pelvis chin head ear spine trunk',
      'knie kniekehle bein fuß ferse zehe zehenspitzen hüfte becken schulter schulterblätter rücken bauch brust kinn',
      'kopf nacken hand handgelenk knöchel gesäß oberschenkel wade arm',
      'rodilla pierna brazo pie talón cadera pelvis hombro escápula espalda vientre pecho mentón cabeza cuello mano',
      'muñeca tobillo glúteo muslo',
      'genou genoux jambe bras pied talon orteil hanche bassin épaule omoplate dos ventre poitrine menton tête cou',
      'main poignet cheville fesse cuisse mollet',
      'ginocchio ginocchia gamba braccio piede piedi tallone anca bacino spalla scapola schiena pancia petto mento',
      'testa collo mano polso caviglia gluteo coscia polpaccio',
      'joelho perna braço pé pés calcanhar quadril pélvis ombro costas barriga peito queixo cabeça pescoço mão',
      'punho tornozelo bumbum coxa',
    ].join(' '),
  ),
);
/** What a described move is done with or against, in the six languages read: a chair to stand up from, a wall, a step. */
export const PROP_WORDS: ReadonlySet<string> = new Set(
  tokenize(
    [
      'chair wall step stair stairs bench door doorway towel band table bed ball',
      'stuhl wand stufe treppe bank tür handtuch band tisch bett ball',
      'silla pared escalón escalera banco puerta toalla banda mesa cama pelota',
      'chaise mur marche escalier banc porte serviette élastique table lit ballon',
      'sedia muro parete gradino scala panca porta asciugamano elastico tavolo letto palla',
      'cadeira parede degrau escada banco porta toalha elástico mesa cama bola',
    ].join(' '),
  ),
);
