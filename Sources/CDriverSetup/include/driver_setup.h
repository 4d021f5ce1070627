// Nothing to call: the target's one function runs by itself before the process's libraries
// initialize (driver_setup.c).
#ifndef DOCSTREAM_DRIVER_SETUP_H
#define DOCSTREAM_DRIVER_SETUP_H
#endif
