// Standalone entry for the public team; the shell never loads this file, only ./Module.
import('./bootstrap');
