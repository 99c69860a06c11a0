import { renderStandalone } from '@physio/ui';
import ParticipantModule from './remote-module';

renderStandalone(ParticipantModule);
