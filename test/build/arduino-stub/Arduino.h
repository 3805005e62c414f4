// The little of Arduino.h that dist/WWWData.h and the test programs of header.test.mjs need: a String built
// from a C string (implicitly, as Arduino's is) that gives its text back.
#pragma once
#include <string>

class String {
  public:
    String(const char * text = "") : text_(text) {}
    const char * c_str() const { return text_.c_str(); }

  private:
    std::string text_;
};
