// Standalone entry for the professional team; the shell never loads this file, only ./Module.
import('./bootstrap');
