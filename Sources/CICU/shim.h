#include <unicode/ucol.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>
