// STUB: Crockford base32 helpers shared by ulid, typeid and tsid (owned by ulid.cpp's author).
#pragma once
