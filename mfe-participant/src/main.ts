// Standalone entry for the participant team; the shell never loads this file, only ./Module.
import('./bootstrap');
